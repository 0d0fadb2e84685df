// The plan whose limits apply now (ADR 0020, held by the workspace since ADR 0034). Usually the plan the workspace holds; Free once a
// trial ran out without a subscription, once a canceled subscription's period ended, or once a
// past_due subscription's grace period passed. Decided at the moment of each check, so limits
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
export function graceEndsAt(user: Pick<WorkspaceRow, 'subscriptionStatus' | 'pastDueSince'>): Date | null {
  if (user.subscriptionStatus !== 'past_due' || !user.pastDueSince) return null;
  return new Date(user.pastDueSince.getTime() + PAST_DUE_GRACE_DAYS * DAY_MS);
}

export function planInForce(user: PlanFields, now: Date): Plan {
  const held = getPlan(user.subscriptionPlan);
  const ended = (at: Date | null) => at === null || at.getTime() <= now.getTime();
  switch (user.subscriptionStatus) {
    case 'trialing':
      // A trial inside a Stripe subscription ends when Stripe charges: the webhook says how it went.
      return !user.stripeSubscriptionId && ended(user.trialEndsAt) ? getPlan('free') : held;
    case 'canceled':
      return ended(user.currentPeriodEnd) ? getPlan('free') : held;
    case 'past_due': {
      const graceEnd = graceEndsAt(user);
      return graceEnd && ended(graceEnd) ? getPlan('free') : held;
    }
    default:
      return held;
  }
}
