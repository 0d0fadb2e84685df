import { describe, expect, it } from 'vitest';
import type { PlanDto } from '../../../../shared/api/billing';
import { getPlan, PLANS, type PlanName } from '../../../../shared/plans';
import { testPlans } from '../../../test/billing';
import {
  boardsLabel,
  membersLabel,
  pinsPerDayLabel,
  pinsPerMonthLabel,
  pinterestAccountsLabel,
  planCtaLabel,
  planPriceDisplay,
  signupHref,
} from './pricing';

/** A plan as GET /api/plans serves it. */
function served(name: PlanName): PlanDto {
  const plan = testPlans.plans.find((p) => p.name === name);
  if (!plan) throw new Error(`No plan ${name}`);
  return plan;
}

describe('planPriceDisplay', () => {
  it('shows the monthly price per month', () => {
    expect(planPriceDisplay(served('starter'), 'monthly')).toEqual({
      amount: '$19.99',
      period: '/month',
      billing: 'billed monthly',
      savings: null,
    });
  });

  it('shows the yearly price divided by 12, the yearly total and the savings', () => {
    expect(planPriceDisplay(served('starter'), 'yearly')).toEqual({
      amount: '$16.67',
      period: '/month',
      billing: '$199.99 billed yearly',
      savings: 'Save $39.89 a year',
    });
    expect(planPriceDisplay(served('enterprise'), 'yearly').amount).toBe('$108.33');
    expect(planPriceDisplay(served('pro'), 'yearly').savings).toBe('Save $99.89 a year');
  });

  it('takes the yearly figures the server serves', () => {
    const pro = { ...served('pro'), yearlyPricePerMonth: 41.66, yearlySavings: 99.9 };
    expect(planPriceDisplay(pro, 'yearly')).toMatchObject({
      amount: '$41.66',
      savings: 'Save $99.90 a year',
    });
  });

  it('shows the free plan the same way in both cycles, with no savings', () => {
    const free = served('free');
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

  it('says how many people each plan’s workspace holds', () => {
    expect(PLANS.map((plan) => membersLabel(plan.members))).toEqual([
      'Just you',
      'Up to 3 team members',
      'Up to 10 team members',
      'Unlimited team members',
    ]);
  });

  it('says how many Pinterest accounts each plan connects', () => {
    expect(PLANS.map((plan) => pinterestAccountsLabel(plan.pinterestAccounts))).toEqual([
      '1 Pinterest account',
      'Up to 2 Pinterest accounts',
      'Up to 5 Pinterest accounts',
      'Unlimited Pinterest accounts',
    ]);
  });

  it('gives every plan a distinct call to action', () => {
    const labels = PLANS.map(planCtaLabel);
    expect(labels).toEqual(['Start for Free', 'Choose Starter', 'Choose Pro', 'Choose Enterprise']);
  });
});
