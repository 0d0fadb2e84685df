// Copies a Stripe subscription's current state onto the workspace it pays for (ADR 0034): plan and
// cycle (from the price), status, period end, cancel_at_period_end and when it fell past_due.
// Called by the webhook under the workspace's lock with the subscription as Stripe has it now, so
// the order in which events arrive does not matter (ADR 0020). A subscription in its trial claims
// the trial for the paying person's address, so it is the person's one (ADR 0027).
import type Stripe from 'stripe';
import { getPlan, type PlanName } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import type { UserRow, WorkspaceRow } from '../../db/schema';
import { recordActivity, SYSTEM_ACTOR } from '../activity';
import { claimTrial } from '../trials';
import { emitWebhookEvent } from '../webhooks';
import { setPlan } from '../workspaces';
import { type BillingDeps, planOfPrice } from './billing-deps';
import { FREE_PLAN_FIELDS } from './plan-fields';

type Status = WorkspaceRow['subscriptionStatus'];

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
function pastDueSince(workspace: WorkspaceRow, eventAt: Date, now: Date): Date {
  if (workspace.subscriptionStatus === 'past_due' && workspace.pastDueSince) return workspace.pastDueSince;
  return eventAt.getTime() < now.getTime() ? eventAt : now;
}

/** The workspace's activity log says when its plan or its subscription's state changed. */
async function logPlanChange(
  tx: Database,
  workspace: WorkspaceRow,
  next: { plan: PlanName; status: Status },
  now: Date,
): Promise<void> {
  if (workspace.subscriptionPlan === next.plan && workspace.subscriptionStatus === next.status) return;
  const shown = (plan: PlanName, status: Status) =>
    status === 'active' ? getPlan(plan).title : `${getPlan(plan).title} (${status.replace('_', ' ')})`;
  await recordActivity(tx, {
    workspaceId: workspace.id,
    action: 'workspace.plan_changed',
    actor: SYSTEM_ACTOR,
    subject: `${shown(workspace.subscriptionPlan, workspace.subscriptionStatus)} → ${shown(next.plan, next.status)}`,
    now,
  });
  await emitWebhookEvent(tx, {
    workspaceId: workspace.id,
    type: 'plan.changed',
    data: {
      workspace_id: workspace.id,
      previous: { plan: workspace.subscriptionPlan, status: workspace.subscriptionStatus },
      plan: next.plan,
      status: next.status,
    },
    now,
  });
}

type ApplyOutcome = 'applied' | 'ignored_other_subscription' | 'ignored_unknown_price' | 'ignored_incomplete';

export async function applySubscription(options: {
  tx: Database;
  billing: BillingDeps;
  workspace: WorkspaceRow;
  /** The customer's person: their address claims the trial. */
  payer: Pick<UserRow, 'email'>;
  subscription: Stripe.Subscription;
  appSecret: string;
  now: Date;
  /** When Stripe created the event: a subscription newly past_due has been so since then. */
  eventAt: Date;
}): Promise<ApplyOutcome> {
  const { tx, workspace, subscription, now } = options;
  const status = statusOf(subscription);
  if (status === null) return 'ignored_incomplete';
  const current = workspace.stripeSubscriptionId === subscription.id;
  // A subscription other than the workspace's: a new live one replaces it; an old or abandoned one
  // ending changes nothing.
  if (!current && !LIVE.includes(status)) return 'ignored_other_subscription';

  const item = subscription.items.data[0];
  const chosen = item ? planOfPrice(options.billing.prices, item.price.id) : null;
  if (!chosen) return 'ignored_unknown_price';

  const periodEnd = fromUnix(item?.current_period_end);
  if (status === 'canceled') {
    const endedAt = fromUnix(subscription.ended_at) ?? periodEnd;
    if (!endedAt || endedAt.getTime() <= now.getTime()) {
      await setPlan(tx, workspace.id, { ...FREE_PLAN_FIELDS, currentPeriodEnd: endedAt });
      await logPlanChange(tx, workspace, { plan: 'free', status: 'active' }, now);
      return 'applied';
    }
  }
  await logPlanChange(tx, workspace, { plan: chosen.plan, status }, now);
  await setPlan(tx, workspace.id, {
    subscriptionPlan: chosen.plan,
    billingCycle: chosen.cycle,
    subscriptionStatus: status,
    stripeSubscriptionId: subscription.id,
    currentPeriodEnd: status === 'canceled' ? (fromUnix(subscription.ended_at) ?? periodEnd) : periodEnd,
    cancelAtPeriodEnd: status !== 'canceled' && subscription.cancel_at_period_end,
    pastDueSince: status === 'past_due' ? pastDueSince(workspace, options.eventAt, now) : null,
    ...(subscription.trial_end ? { trialEndsAt: fromUnix(subscription.trial_end) } : {}),
  });
  const trialStart = fromUnix(subscription.trial_start);
  if (status === 'trialing' && trialStart) {
    await claimTrial({
      db: tx,
      appSecret: options.appSecret,
      email: options.payer.email,
      startedAt: trialStart,
    });
  }
  return 'applied';
}
