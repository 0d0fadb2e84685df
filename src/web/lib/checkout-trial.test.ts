import { describe, expect, it } from 'vitest';
import { activePro, billingStatus, freeAfterTrial, freeNeverTrialled, testPlans } from '../test/billing';
import { canCheckOut, checkoutTodayLine, checkoutTrialSentence } from './checkout-trial';

const pro = testPlans.plans[2];
if (pro?.name !== 'pro') throw new Error('the test catalogue has Pro third');
const neverTried = freeNeverTrialled;

describe('canCheckOut', () => {
  it('offers checkout on Free and during a trial without a subscription, not to a subscriber', () => {
    expect(canCheckOut(billingStatus())).toBe(true);
    expect(canCheckOut(freeAfterTrial)).toBe(true);
    expect(canCheckOut(activePro)).toBe(false);
    expect(canCheckOut({ ...activePro, status: 'past_due' })).toBe(false);
    // A trial paid for in Checkout runs inside the subscription.
    expect(canCheckOut(billingStatus({ current_period_end: '2026-11-29T12:00:00.000Z' }))).toBe(false);
  });
});

describe('what a checkout costs today', () => {
  it('a first-time subscriber: the trial, nothing today', () => {
    expect(checkoutTrialSentence(neverTried)).toBe(
      'As a first-time subscriber you start with a 7-day free trial: nothing is charged today, and you can cancel before it ends.',
    );
    expect(checkoutTodayLine(neverTried, pro, 'yearly', { reason: true })).toBe('7-day free trial: $0 today');
  });

  it('a running trial: its days, or under 48 hours none', () => {
    expect(checkoutTodayLine(billingStatus(), pro, 'monthly')).toBe(
      '$0 until your trial ends on 29 Nov 2026',
    );
    const closing = billingStatus({ trial_days_left: 1, checkout_trial: 'none' });
    expect(checkoutTrialSentence(closing)).toBe(
      'Your trial ends in less than 2 days, too soon to carry over, so you pay today.',
    );
    // Still on the trial: "used on" would read oddly, so the card gives the amount only.
    expect(checkoutTodayLine(closing, pro, 'monthly', { reason: true })).toBe('You pay $49.99 today');
  });

  it('a person whose trial was used: when, and the amount of the cycle', () => {
    expect(checkoutTrialSentence(freeAfterTrial)).toBe(
      'Your free trial was used on 13 Nov 2026, so you pay today.',
    );
    expect(checkoutTodayLine(freeAfterTrial, pro, 'yearly')).toBe('You pay $499.99 today');
    expect(checkoutTodayLine(freeAfterTrial, pro, 'monthly', { reason: true })).toBe(
      'Free trial used on 13 Nov 2026: you pay $49.99 today',
    );
  });
});
