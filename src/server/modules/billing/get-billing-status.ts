// GET /api/user/billing: the plan of the request's workspace (ADR 0034) as Settings and the trial
// banner show it, and what a checkout started now would do about the free trial (told before
// checkout, ADR 0027). Every member sees it; only an owner may change it.
import type { BillingMode, BillingStatus } from '../../../shared/api/billing';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { graceEndsAt, planInForce } from '../allowance';
import type { Membership } from '../workspaces';
import { decideCheckoutTrial, findTrialUsedAt } from './checkout-trial';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function getBillingStatus(options: {
  db: Database;
  appSecret: string;
  user: UserRow;
  membership: Membership;
  mode: BillingMode;
  now: Date;
}): Promise<BillingStatus> {
  const { user, mode, now } = options;
  const { workspace, role } = options.membership;
  const trialEnd = workspace.trialEndsAt;
  const trialUsedAt = await findTrialUsedAt({ ...options, workspace });
  return {
    workspace_name: workspace.name,
    can_manage: role === 'owner',
    plan: workspace.subscriptionPlan,
    billing_cycle: workspace.billingCycle,
    status: workspace.subscriptionStatus,
    limits_plan: planInForce(workspace, now).name,
    trial_ends_at: trialEnd?.toISOString() ?? null,
    trial_days_left: trialEnd ? Math.max(0, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS)) : null,
    current_period_end: workspace.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: workspace.cancelAtPeriodEnd,
    grace_ends_at: graceEndsAt(workspace)?.toISOString() ?? null,
    has_billing_account: user.stripeCustomerId !== null,
    billing: mode,
    time_zone: workspace.timeZone,
    checkout_trial: decideCheckoutTrial({ workspace, trialUsedAt, now }).kind,
    trial_used_at: trialUsedAt?.toISOString() ?? null,
  };
}
