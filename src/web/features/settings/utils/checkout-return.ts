// The way back from Stripe Checkout to /settings (?checkout=success&session_id=… or
// ?checkout=canceled), and /settings?upgrade=1 from the trial banner's 'Choose a plan': read once,
// then cleared from the address so a reload or a shared link does not say it again.
import type { BillingStatus } from '../../../../shared/api/billing';
import { getPlan } from '../../../../shared/plans';
import { subscriptionInPlace } from './plan-status';

export type CheckoutOutcome = 'success' | 'canceled';

/** Only the webhook changes the plan: the browser's return only says that payment went through. */
const CHECKOUT_NOTES: Record<CheckoutOutcome, string> = {
  success: 'Payment received — your plan updates as soon as Stripe confirms it',
  canceled: 'Checkout canceled — nothing was charged',
};

/** The note after Checkout: a thank-you once the plan it paid for is in place, until then the wait. */
export function checkoutNote(outcome: CheckoutOutcome, status: BillingStatus | undefined): string {
  if (outcome === 'success' && status && subscriptionInPlace(status)) {
    return `You're on ${getPlan(status.plan).title} — thank you`;
  }
  return CHECKOUT_NOTES[outcome];
}

interface BillingReturn {
  checkout: CheckoutOutcome | null;
  /** Open the Upgrade dialog at once. */
  upgrade: boolean;
}

export function readBillingReturn(search: string): BillingReturn {
  const params = new URLSearchParams(search);
  const checkout = params.get('checkout');
  return {
    checkout: checkout === 'success' || checkout === 'canceled' ? checkout : null,
    upgrade: params.get('upgrade') === '1',
  };
}

/** The query without the billing return, other parameters kept: '' or '?tab=x'. */
export function withoutBillingReturn(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('checkout');
  params.delete('session_id');
  params.delete('upgrade');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
