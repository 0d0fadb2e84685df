// GET /api/user/billing: the signed-in user's plan as Settings and the trial banner show it, and
// what a checkout started now would do about the free trial (told before checkout, ADR 0027).
import type { BillingMode, BillingStatus } from '../../../shared/api/billing';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { graceEndsAt, planInForce } from '../allowance';
import { decideCheckoutTrial, findTrialUsedAt } from './checkout-trial';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function getBillingStatus(options: {
  db: Database;
  appSecret: string;
  user: UserRow;
  mode: BillingMode;
  now: Date;
}): Promise<BillingStatus> {
  const { user, mode, now } = options;
  const trialEnd = user.trialEndsAt;
  const trialUsedAt = await findTrialUsedAt(options);
  return {
    plan: user.subscriptionPlan,
    billing_cycle: user.billingCycle,
    status: user.subscriptionStatus,
    limits_plan: planInForce(user, now).name,
    trial_ends_at: trialEnd?.toISOString() ?? null,
    trial_days_left: trialEnd ? Math.max(0, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS)) : null,
    current_period_end: user.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: user.cancelAtPeriodEnd,
    grace_ends_at: graceEndsAt(user)?.toISOString() ?? null,
    has_billing_account: user.stripeCustomerId !== null,
    billing: mode,
    time_zone: user.timeZone,
    checkout_trial: decideCheckoutTrial({ user, trialUsedAt, now }).kind,
    trial_used_at: trialUsedAt?.toISOString() ?? null,
  };
}
