import { describe, expect, it } from 'vitest';
import { getPlan, PLANS } from '../../../../shared/plans';
import {
  boardsLabel,
  pinsPerDayLabel,
  pinsPerMonthLabel,
  planCtaLabel,
  planPriceDisplay,
  signupHref,
} from './pricing';

describe('planPriceDisplay', () => {
  it('shows the monthly price per month', () => {
    expect(planPriceDisplay(getPlan('starter'), 'monthly')).toEqual({
      amount: '$19.99',
      period: '/month',
      billing: 'billed monthly',
      savings: null,
    });
  });

  it('shows the yearly price divided by 12, the yearly total and the savings', () => {
    expect(planPriceDisplay(getPlan('starter'), 'yearly')).toEqual({
      amount: '$16.67',
      period: '/month',
      billing: '$199.99 billed yearly',
      savings: 'Save $39.89 a year',
    });
    expect(planPriceDisplay(getPlan('enterprise'), 'yearly').amount).toBe('$108.33');
    expect(planPriceDisplay(getPlan('pro'), 'yearly').savings).toBe('Save $99.89 a year');
  });

  it('shows the free plan the same way in both cycles, with no savings', () => {
    const free = getPlan('free');
    expect(planPriceDisplay(free, 'yearly')).toEqual(planPriceDisplay(free, 'monthly'));
    expect(planPriceDisplay(free, 'yearly')).toMatchObject({ amount: '$0.00', savings: null });
  });
});

describe('signupHref', () => {
  it('sends the free plan to signup without a billing cycle', () => {
    expect(signupHref(getPlan('free'), 'monthly')).toBe('/signup?plan=free');
    expect(signupHref(getPlan('free'), 'yearly')).toBe('/signup?plan=free');
  });

  it('sends paid plans with the lowercase plan name and the chosen cycle', () => {
    expect(signupHref(getPlan('starter'), 'monthly')).toBe('/signup?plan=starter&billing=monthly');
    expect(signupHref(getPlan('enterprise'), 'yearly')).toBe('/signup?plan=enterprise&billing=yearly');
  });
});

describe('plan labels', () => {
  it('names limits with the right plural and unlimited boards', () => {
    expect(boardsLabel(1)).toBe('1 board');
    expect(boardsLabel(15)).toBe('15 boards');
    expect(boardsLabel(null)).toBe('Unlimited boards');
    expect(pinsPerMonthLabel(getPlan('enterprise'))).toBe('1,000 pins per month');
    expect(pinsPerDayLabel(getPlan('free'))).toBe('1 pin per day');
  });

  it('gives every plan a distinct call to action', () => {
    const labels = PLANS.map(planCtaLabel);
    expect(labels).toEqual(['Start for Free', 'Choose Starter', 'Choose Pro', 'Choose Enterprise']);
  });
});
