// The Plan and billing card's words for the user's plan (docs/product.md §1): which plan, in
// which state, and the date that matters next: trial days left, renewal, end, or the last day to
// fix a failed payment.
import type { BillingStatus } from '../../../../shared/api/billing';
import { getPlan } from '../../../../shared/plans';
import { formatBillingDate } from '../../../lib/billing-date';
import { subscribedTrial } from '../../../lib/checkout-trial';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * True when the account fell back to the Free plan's limits after a trial that was never paid for.
 * @internal for tests and benchmarks, not production code
 */
export function trialEndedOnFree(status: BillingStatus): boolean {
  return status.limits_plan === 'free' && status.trial_ends_at !== null && status.current_period_end === null;
}

/** 'Pro trial — 5 days left', 'Pro — renews 21 Nov 2027', 'Pro — ends 21 Nov 2027', 'Payment failed — …', 'Free'. */
export function planStatusText(status: BillingStatus): string {
  if (status.plan === 'free' || status.limits_plan === 'free') return 'Free';
  const title = getPlan(status.plan).title;
  if (subscribedTrial(status) && status.cancel_at_period_end && status.current_period_end) {
    return `${title} trial — ends ${formatBillingDate(status.current_period_end, status.time_zone)}`;
  }
  if (status.status === 'trialing') {
    const left = status.trial_days_left ?? 0;
    return left > 0 ? `${title} trial — ${days(left)} left` : `${title} trial — ends today`;
  }
  if (status.status === 'past_due') {
    return status.grace_ends_at
      ? `Payment failed — update your card by ${formatBillingDate(status.grace_ends_at, status.time_zone)} to keep ${title}`
      : `Payment failed — update your card to keep ${title}`;
  }
  if (!status.current_period_end) return title;
  const ending = status.cancel_at_period_end || status.status === 'canceled';
  return `${title} — ${ending ? 'ends' : 'renews'} ${formatBillingDate(status.current_period_end, status.time_zone)}`;
}

/** The line under the status: what happens next, in a sentence; null when the status says it all. */
export function planStatusDetail(status: BillingStatus): string | null {
  if (trialEndedOnFree(status))
    return "Your trial has ended; you're on the Free plan. Nothing you made is lost.";
  if (status.limits_plan === 'free') {
    // A canceled subscription written down as Free keeps the day it ended.
    if (status.plan === 'free' && status.current_period_end && status.has_billing_account) {
      return `Your paid plan ended on ${formatBillingDate(status.current_period_end, status.time_zone)}; you're on the Free plan. Nothing you made is lost.`;
    }
    return status.plan === 'free'
      ? null
      : "Your paid plan has ended; you're on the Free plan. Nothing you made is lost.";
  }
  const title = getPlan(status.plan).title;
  if (status.cancel_at_period_end) {
    return `You keep ${title} until then; after that your account moves to the Free plan and nothing you made is lost.`;
  }
  if (subscribedTrial(status) && status.trial_ends_at) {
    return `Your subscription starts when the trial ends on ${formatBillingDate(status.trial_ends_at, status.time_zone)}; you are billed ${status.billing_cycle} from then.`;
  }
  if (status.status === 'trialing' && status.trial_ends_at) {
    return `Your trial ends on ${formatBillingDate(status.trial_ends_at, status.time_zone)}. Choose a plan to keep ${title}'s limits; no card is needed until then.`;
  }
  if (status.status === 'past_due') return `Stripe is retrying the payment. Until then you keep ${title}.`;
  if (status.status === 'canceled') {
    return `You keep ${title} until then; after that your account moves to the Free plan and nothing you made is lost.`;
  }
  return `Billed ${status.billing_cycle}; renews automatically until you cancel.`;
}

/**
 * True once a Stripe subscription holds the account's paid plan: what a successful Checkout waits
 * for, since only the webhook changes the plan.
 */
export function subscriptionInPlace(status: BillingStatus): boolean {
  if (status.plan === 'free' || status.limits_plan === 'free') return false;
  return status.status === 'active' || subscribedTrial(status);
}
