// What a checkout started now costs today, in words (ADR 0027), told before checkout:
// in Settings' Upgrade dialog and on a signed-in person's pricing cards. The server decides it
// (GET /api/user/billing: checkout_trial, trial_used_at) and asks Stripe for exactly that.
import type { BillingStatus, PlanDto } from '../../shared/api/billing';
import { type BillingCycle, formatDollars, TRIAL_DAYS } from '../../shared/plans';
import { formatBillingDate } from './billing-date';

/**
 * A trial paid for in Checkout runs on inside the Stripe subscription, which has a period end; the
 * trial a sign-up gets has none.
 */
export function subscribedTrial(status: BillingStatus): boolean {
  return status.status === 'trialing' && status.current_period_end !== null;
}

/** Checkout is for accounts without a subscription; a subscriber changes plan in the billing portal. */
export function canCheckOut(status: BillingStatus): boolean {
  if (status.limits_plan === 'free' || status.plan === 'free') return true;
  return status.status === 'trialing' && !subscribedTrial(status);
}

/** A trial still running (its limits apply), as opposed to one that ran out on Free. */
function trialRunning(status: BillingStatus): boolean {
  return status.status === 'trialing' && status.limits_plan !== 'free';
}

/** The sentence above the plans: what happens to the trial when one is chosen now. */
export function checkoutTrialSentence(status: BillingStatus): string {
  switch (status.checkout_trial) {
    case 'new':
      return `As a first-time subscriber you start with a ${TRIAL_DAYS}-day free trial: nothing is charged today, and you can cancel before it ends.`;
    case 'carried':
      return status.trial_ends_at
        ? `Your trial days carry over: nothing is charged until your trial ends on ${formatBillingDate(status.trial_ends_at, status.time_zone)}.`
        : 'Your trial days carry over: nothing is charged until your trial ends.';
    case 'none':
      if (trialRunning(status)) {
        return 'Your trial ends in less than 2 days, too soon to carry over, so you pay today.';
      }
      return status.trial_used_at
        ? `Your free trial was used on ${formatBillingDate(status.trial_used_at, status.time_zone)}, so you pay today.`
        : 'You pay today.';
  }
}

/**
 * One plan's cost today at this cycle: '7-day free trial: $0 today', '$0 until your trial ends on
 * 29 Nov 2026', 'You pay $49.99 today'; with `reason`, a card on its own says why there is no
 * trial ('Free trial used on 13 Nov 2026: you pay $49.99 today').
 */
export function checkoutTodayLine(
  status: BillingStatus,
  plan: PlanDto,
  cycle: BillingCycle,
  { reason = false }: { reason?: boolean } = {},
): string {
  if (status.checkout_trial === 'new') return `${TRIAL_DAYS}-day free trial: $0 today`;
  if (status.checkout_trial === 'carried' && status.trial_ends_at) {
    return `$0 until your trial ends on ${formatBillingDate(status.trial_ends_at, status.time_zone)}`;
  }
  const amount = formatDollars(cycle === 'monthly' ? plan.price : plan.yearlyPrice);
  const used = !trialRunning(status) && status.trial_used_at;
  return reason && used
    ? `Free trial used on ${formatBillingDate(used, status.time_zone)}: you pay ${amount} today`
    : `You pay ${amount} today`;
}
