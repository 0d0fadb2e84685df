import { describe, expect, it } from 'vitest';
import { activePro, billingStatus, freeAfterTrial } from '../../../test/billing';
import {
  checkoutNote,
  readBillingReturn,
  withoutCheckoutReturn,
  withoutUpgradeRequest,
} from './checkout-return';

describe('the way back from Checkout', () => {
  it('reads success with its plan, canceled and the upgrade request; ignores anything else', () => {
    expect(readBillingReturn('?checkout=success&plan=pro&session_id=cs_1')).toEqual({
      checkout: { outcome: 'success', plan: 'pro' },
      upgrade: false,
    });
    expect(readBillingReturn('?checkout=success&session_id=cs_1').checkout).toEqual({
      outcome: 'success',
      plan: null,
    });
    expect(readBillingReturn('?checkout=success&plan=platinum').checkout?.plan).toBeNull();
    expect(readBillingReturn('?checkout=canceled')).toEqual({
      checkout: { outcome: 'canceled', plan: null },
      upgrade: false,
    });
    expect(readBillingReturn('?upgrade=1')).toEqual({ checkout: null, upgrade: true });
    expect(readBillingReturn('?checkout=maybe')).toEqual({ checkout: null, upgrade: false });
  });

  it('clears only its own parameters', () => {
    expect(withoutCheckoutReturn('?checkout=success&plan=pro&session_id=cs_1')).toBe('');
    expect(withoutCheckoutReturn('?tab=plan&checkout=canceled&upgrade=1')).toBe('?tab=plan&upgrade=1');
    expect(withoutUpgradeRequest('?tab=plan&checkout=canceled&upgrade=1')).toBe(
      '?tab=plan&checkout=canceled',
    );
  });
});

describe('the note after Checkout', () => {
  const success = { outcome: 'success', plan: 'starter' } as const;
  const waiting = 'Checkout complete — your Starter plan starts as soon as Stripe confirms it';

  it('waits for Stripe until a subscription holds the paid plan, naming the plan bought', () => {
    expect(checkoutNote(success, undefined)).toBe(waiting);
    expect(checkoutNote(success, billingStatus())).toBe(waiting);
    expect(checkoutNote(success, freeAfterTrial)).toBe(waiting);
    expect(checkoutNote({ outcome: 'success', plan: null }, undefined)).toBe(
      'Checkout complete — your plan updates as soon as Stripe confirms it',
    );
  });

  it('thanks the person once it does; a trial started at checkout says when it first charges', () => {
    expect(checkoutNote(success, activePro)).toBe("You're on Pro — thank you");
    const paidTrial = billingStatus({ plan: 'starter', current_period_end: '2026-11-29T12:00:00.000Z' });
    expect(checkoutNote(success, paidTrial)).toBe(
      'Your Starter trial has started — nothing is charged until 29 Nov 2026',
    );
  });

  it('says calmly that nothing was charged after a canceled checkout, whatever the plan', () => {
    expect(checkoutNote({ outcome: 'canceled', plan: null }, activePro)).toBe(
      'Checkout canceled — nothing was charged, and your plan is unchanged.',
    );
  });
});
