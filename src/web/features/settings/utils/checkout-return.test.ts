import { describe, expect, it } from 'vitest';
import { activePro, billingStatus, freeAfterTrial } from '../../../test/billing';
import { checkoutNote, readBillingReturn, withoutBillingReturn } from './checkout-return';

describe('the way back from Checkout', () => {
  it('reads success, canceled and the upgrade request; ignores anything else', () => {
    expect(readBillingReturn('?checkout=success&session_id=cs_1')).toEqual({
      checkout: 'success',
      upgrade: false,
    });
    expect(readBillingReturn('?checkout=canceled')).toEqual({ checkout: 'canceled', upgrade: false });
    expect(readBillingReturn('?upgrade=1')).toEqual({ checkout: null, upgrade: true });
    expect(readBillingReturn('?checkout=maybe')).toEqual({ checkout: null, upgrade: false });
  });

  it('clears only its own parameters', () => {
    expect(withoutBillingReturn('?checkout=success&session_id=cs_1')).toBe('');
    expect(withoutBillingReturn('?tab=plan&checkout=canceled&upgrade=1')).toBe('?tab=plan');
  });
});

describe('the note after Checkout', () => {
  const waiting = 'Payment received — your plan updates as soon as Stripe confirms it';

  it('waits for Stripe until a subscription holds the paid plan', () => {
    expect(checkoutNote('success', undefined)).toBe(waiting);
    expect(checkoutNote('success', billingStatus())).toBe(waiting);
    expect(checkoutNote('success', freeAfterTrial)).toBe(waiting);
    expect(
      checkoutNote('success', billingStatus({ plan: 'free', limits_plan: 'free', status: 'active' })),
    ).toBe(waiting);
  });

  it('thanks the person once it does, also while carried-over trial days run', () => {
    expect(checkoutNote('success', activePro)).toBe("You're on Pro — thank you");
    const paidTrial = billingStatus({ plan: 'starter', current_period_end: '2026-11-29T12:00:00.000Z' });
    expect(checkoutNote('success', paidTrial)).toBe("You're on Starter — thank you");
  });

  it('says nothing was charged after a canceled checkout, whatever the plan', () => {
    expect(checkoutNote('canceled', activePro)).toBe('Checkout canceled — nothing was charged');
  });
});
