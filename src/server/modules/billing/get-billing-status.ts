// GET /api/user/billing: the signed-in user's plan as Settings and the trial banner show it.
import type { BillingMode, BillingStatus } from '../../../shared/api/billing';
import type { UserRow } from '../../db/schema';
import { graceEndsAt, limitsPlan } from '../allowance';

const DAY_MS = 24 * 60 * 60 * 1000;

export function getBillingStatus(user: UserRow, mode: BillingMode, now: Date): BillingStatus {
  const trialEnd = user.trialEndsAt;
  return {
    plan: user.subscriptionPlan,
    billing_cycle: user.billingCycle,
    status: user.subscriptionStatus,
    limits_plan: limitsPlan(user, now).name,
    trial_ends_at: trialEnd?.toISOString() ?? null,
    trial_days_left: trialEnd ? Math.max(0, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS)) : null,
    current_period_end: user.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: user.cancelAtPeriodEnd,
    grace_ends_at: graceEndsAt(user)?.toISOString() ?? null,
    has_billing_account: user.stripeCustomerId !== null,
    billing: mode,
    time_zone: user.timeZone,
  };
}
