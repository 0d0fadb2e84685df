// Copies a Stripe subscription's current state onto its user: plan and cycle (from the price),
// status, period end, cancel_at_period_end and when it fell past_due. Called by the webhook under
// the user's lock with the subscription as Stripe has it now, so the order in which events arrive
// does not matter (ADR 0020). A subscription in its trial claims the trial for the user's address,
// so it is the person's one (ADR 0027).
import type Stripe from 'stripe';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { claimTrial } from '../trials';
import { setPlan } from '../user';
import { type BillingDeps, planOfPrice } from './billing-deps';
import { FREE_PLAN_FIELDS } from './plan-fields';

type Status = UserRow['subscriptionStatus'];

/** Stripe's statuses in Pinloom's four; null: not a subscription the plan follows (unpaid first invoice). */
function statusOf(subscription: Stripe.Subscription): Status | null {
  switch (subscription.status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
      return 'past_due';
    // Every retry failed and Stripe keeps the subscription open unpaid: still the grace rules.
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
    case 'paused':
      return 'canceled';
    default:
      return null;
  }
}

const LIVE: readonly (Status | null)[] = ['trialing', 'active', 'past_due'];

const fromUnix = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/** Kept while it stays past_due; otherwise from the event (never later than now). */
function pastDueSince(user: UserRow, eventAt: Date, now: Date): Date {
  if (user.subscriptionStatus === 'past_due' && user.pastDueSince) return user.pastDueSince;
  return eventAt.getTime() < now.getTime() ? eventAt : now;
}

type ApplyOutcome = 'applied' | 'ignored_other_subscription' | 'ignored_unknown_price' | 'ignored_incomplete';

export async function applySubscription(options: {
  tx: Database;
  billing: BillingDeps;
  user: UserRow;
  subscription: Stripe.Subscription;
  appSecret: string;
  now: Date;
  /** When Stripe created the event: a subscription newly past_due has been so since then. */
  eventAt: Date;
}): Promise<ApplyOutcome> {
  const { tx, user, subscription, now } = options;
  const status = statusOf(subscription);
  if (status === null) return 'ignored_incomplete';
  const current = user.stripeSubscriptionId === subscription.id;
  // A subscription other than the user's: a new live one replaces it; an old or abandoned one
  // ending changes nothing.
  if (!current && !LIVE.includes(status)) return 'ignored_other_subscription';

  const item = subscription.items.data[0];
  const chosen = item ? planOfPrice(options.billing.prices, item.price.id) : null;
  if (!chosen) return 'ignored_unknown_price';

  const periodEnd = fromUnix(item?.current_period_end);
  if (status === 'canceled') {
    const endedAt = fromUnix(subscription.ended_at) ?? periodEnd;
    if (!endedAt || endedAt.getTime() <= now.getTime()) {
      await setPlan(tx, user.id, { ...FREE_PLAN_FIELDS, currentPeriodEnd: endedAt });
      return 'applied';
    }
  }
  await setPlan(tx, user.id, {
    subscriptionPlan: chosen.plan,
    billingCycle: chosen.cycle,
    subscriptionStatus: status,
    stripeSubscriptionId: subscription.id,
    currentPeriodEnd: status === 'canceled' ? (fromUnix(subscription.ended_at) ?? periodEnd) : periodEnd,
    cancelAtPeriodEnd: status !== 'canceled' && subscription.cancel_at_period_end,
    pastDueSince: status === 'past_due' ? pastDueSince(user, options.eventAt, now) : null,
    ...(subscription.trial_end ? { trialEndsAt: fromUnix(subscription.trial_end) } : {}),
  });
  const trialStart = fromUnix(subscription.trial_start);
  if (status === 'trialing' && trialStart) {
    await claimTrial({ db: tx, appSecret: options.appSecret, email: user.email, startedAt: trialStart });
  }
  return 'applied';
}
