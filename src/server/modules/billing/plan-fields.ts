// What a workspace holds of its plan (ADR 0034), and the one way it falls back to Free: a trial that
// ran out without a subscription, or a canceled subscription at its period end (ADR 0020).
import type { PlanChange } from '../workspaces';

/**
 * Free, active. trial_ends_at and current_period_end are kept so Settings can say when the trial
 * or the subscription ended; the ended subscription is let go, so a late event about it changes
 * nothing and a new checkout is allowed.
 */
export const FREE_PLAN_FIELDS: PlanChange = {
  subscriptionPlan: 'free',
  subscriptionStatus: 'active',
  stripeSubscriptionId: null,
  cancelAtPeriodEnd: false,
  pastDueSince: null,
};
