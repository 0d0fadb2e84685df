// The plan whose limits apply now (ADR 0020; a workspace's since ADR 0034). Usually the plan the
// workspace holds; Free once a trial ran out without a subscription, once a canceled subscription's
// period ended, or once a past_due subscription's grace period passed. Decided at the moment of each check, so limits
// follow to the second; the plan-expiry job then writes the first two down as the Free plan.
import { PAST_DUE_GRACE_DAYS } from '../../../shared/api/billing';
import { getPlan, type Plan } from '../../../shared/plans';
import type { WorkspaceRow } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a workspace holds of its plan (ADR 0034). */
export type PlanFields = Pick<
  WorkspaceRow,
  | 'subscriptionPlan'
  | 'subscriptionStatus'
  | 'trialEndsAt'
  | 'stripeSubscriptionId'
  | 'currentPeriodEnd'
  | 'pastDueSince'
>;

/** When a past_due subscription falls back to Free limits; null when it is not past_due. */
export function graceEndsAt(
  workspace: Pick<WorkspaceRow, 'subscriptionStatus' | 'pastDueSince'>,
): Date | null {
  if (workspace.subscriptionStatus !== 'past_due' || !workspace.pastDueSince) return null;
  return new Date(workspace.pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
}

export function planInForce(workspace: PlanFields, now: Date): Plan {
  const held = getPlan(workspace.subscriptionPlan);
  const ended = (at: Date | null) => at === null || at.getTime() <= now.getTime();
  switch (workspace.subscriptionStatus) {
    case 'trialing':
      // A trial inside a Stripe subscription ends when Stripe charges: the webhook says how it went.
      return !workspace.stripeSubscriptionId && ended(workspace.trialEndsAt) ? getPlan('free') : held;
    case 'canceled':
      return ended(workspace.currentPeriodEnd) ? getPlan('free') : held;
    case 'past_due': {
      const graceEnd = graceEndsAt(workspace);
      return graceEnd && ended(graceEnd) ? getPlan('free') : held;
    }
    default:
      return held;
  }
}
