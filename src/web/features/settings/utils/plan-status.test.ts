import { describe, expect, it } from 'vitest';
import { billingStatusResponse } from '../../../../shared/api/billing';
import { activePro, billingStatus, freeAfterTrial } from '../../../test/billing';
import { planStatusDetail, planStatusText, trialEndedOnFree } from './plan-status';

describe('planStatusText', () => {
  it('counts the trial days left', () => {
    expect(planStatusText(billingStatus())).toBe('Pro trial — 5 days left');
    expect(planStatusText(billingStatus({ plan: 'starter', trial_days_left: 1 }))).toBe(
      'Starter trial — 1 day left',
    );
  });

  it('gives the renewal date of an active plan, and its end when it is cancelled at period end', () => {
    expect(planStatusText(activePro)).toBe('Pro — renews 21 Nov 2027');
    expect(planStatusText({ ...activePro, cancel_at_period_end: true })).toBe('Pro — ends 21 Nov 2027');
  });

  it('asks for a new card by the end of the grace period when a payment failed', () => {
    const pastDue = { ...activePro, status: 'past_due' as const, grace_ends_at: '2027-11-28T12:00:00.000Z' };
    expect(planStatusText(pastDue)).toBe('Payment failed — update your card by 28 Nov 2027 to keep Pro');
  });

  it('says Free on the free plan and once a trial ran out', () => {
    expect(planStatusText(billingStatus({ plan: 'free', limits_plan: 'free', status: 'active' }))).toBe(
      'Free',
    );
    expect(planStatusText(freeAfterTrial)).toBe('Free');
  });

  it('says what happens next in a sentence', () => {
    expect(planStatusDetail(billingStatus())).toBe(
      "Your trial ends on 29 Nov 2026. Choose a plan to keep Pro's limits; no card is needed until then.",
    );
    expect(planStatusDetail(freeAfterTrial)).toBe(
      "Your trial has ended; you're on the Free plan. Nothing you made is lost.",
    );
    expect(planStatusDetail(activePro)).toBe('Billed yearly; renews automatically until you cancel.');
    expect(planStatusDetail({ ...activePro, cancel_at_period_end: true })).toMatch(
      /^You keep Pro until then/,
    );
  });

  it('says when a paid plan ended, once the account is back on Free', () => {
    const ended = {
      ...activePro,
      plan: 'free' as const,
      limits_plan: 'free' as const,
      status: 'active' as const,
      current_period_end: '2027-11-21T12:00:00.000Z',
    };
    expect(planStatusText(ended)).toBe('Free');
    expect(planStatusDetail(ended)).toBe(
      "Your paid plan ended on 21 Nov 2027; you're on the Free plan. Nothing you made is lost.",
    );
  });

  it('says a subscribed trial that was cancelled ends, not that it will be billed', () => {
    const canceledTrial = billingStatus({
      current_period_end: '2026-11-29T12:00:00.000Z',
      cancel_at_period_end: true,
    });
    expect(planStatusText(canceledTrial)).toBe('Pro trial — ends 29 Nov 2026');
    expect(planStatusDetail(canceledTrial)).toMatch(/^You keep Pro until then/);
  });

  it('fits the contract in every state it is tested with', () => {
    for (const status of [billingStatus(), activePro, freeAfterTrial]) billingStatusResponse.parse(status);
  });
});

describe('trialEndedOnFree', () => {
  it('knows a trial that ended on Free from a paid plan that ended', () => {
    expect(trialEndedOnFree(freeAfterTrial)).toBe(true);
    expect(trialEndedOnFree({ ...activePro, status: 'canceled', limits_plan: 'free' })).toBe(false);
  });
});
