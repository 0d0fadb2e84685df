// The way back from Stripe Checkout to /settings (?checkout=success&plan=pro&session_id=… or
// ?checkout=canceled), and /settings?upgrade=1 from the trial banner's 'Choose a plan': read once,
// then cleared from the address so a reload or a shared link does not say it again.
import type { BillingStatus } from '../../../../shared/api/billing';
import { getPlan, isPlanName, type PlanName } from '../../../../shared/plans';
import { formatBillingDate } from '../../../lib/billing-date';
import { subscribedTrial } from '../../../lib/checkout-trial';
import { subscriptionInPlace } from './plan-status';

/** The Plan and billing card's heading id: the page lands there (/settings#plan-and-billing). */
export const PLAN_AND_BILLING_ID = 'plan-and-billing';

type CheckoutOutcome = 'success' | 'canceled';

export interface CheckoutReturn {
  outcome: CheckoutOutcome;
  /** The plan Checkout was for, as the return address names it (words only; the webhook decides). */
  plan: PlanName | null;
}

/**
 * The note at the top of Settings after Checkout: while Stripe's webhook is on its way, the plan
 * bought; once it is in place, a thank-you (or, for a trial started there, when it first charges).
 */
export function checkoutNote(checkout: CheckoutReturn, status: BillingStatus | undefined): string {
  if (checkout.outcome === 'canceled')
    return 'Checkout canceled — nothing was charged, and your plan is unchanged.';
  if (status && subscriptionInPlace(status)) {
    const title = getPlan(status.plan).title;
    return subscribedTrial(status) && status.current_period_end
      ? `Your ${title} trial has started — nothing is charged until ${formatBillingDate(status.current_period_end, status.time_zone)}`
      : `You're on ${title} — thank you`;
  }
  return checkout.plan
    ? `Checkout complete — your ${getPlan(checkout.plan).title} plan starts as soon as Stripe confirms it`
    : 'Checkout complete — your plan updates as soon as Stripe confirms it';
}

interface BillingReturn {
  checkout: CheckoutReturn | null;
  /** Open the Upgrade dialog at once. */
  upgrade: boolean;
}

export function readBillingReturn(search: string): BillingReturn {
  const params = new URLSearchParams(search);
  const outcome = params.get('checkout');
  const plan = params.get('plan');
  return {
    checkout:
      outcome === 'success' || outcome === 'canceled'
        ? { outcome, plan: outcome === 'success' && isPlanName(plan) && plan !== 'free' ? plan : null }
        : null,
    upgrade: params.get('upgrade') === '1',
  };
}

function without(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** The query without Checkout's return, other parameters kept: '' or '?tab=x'. */
export function withoutCheckoutReturn(search: string): string {
  return without(search, ['checkout', 'session_id', 'plan']);
}

/** The query without the trial banner's request to open the Upgrade dialog. */
export function withoutUpgradeRequest(search: string): string {
  return without(search, ['upgrade']);
}
