// Which billing banner the signed-in frame shows, if any: the last TRIAL_BANNER_DAYS
// days of a trial, a trial that ended on the Free plan, and a failed payment in its grace period.
import { type BillingStatus, TRIAL_BANNER_DAYS } from '../../../../shared/api/billing';
import { getPlan } from '../../../../shared/plans';
import { formatBillingDate } from '../../../lib/billing-date';

export type BannerKind = 'trial-ending' | 'trial-ended' | 'past-due';

interface Banner {
  kind: BannerKind;
  text: string;
  action: string;
  /** Where the action goes: Settings' Plan and billing card. */
  to: string;
}

const PLAN_AND_BILLING = '/settings/plan-and-billing';
/** Opens the plan chooser on arrival. */
const CHOOSE_PLAN = '/settings/plan-and-billing?upgrade=1';

export function billingBanner(status: BillingStatus): Banner | null {
  // A server that sells nothing has no plan to choose and no card to update; and only an owner
  // pays for the workspace, so only an owner is asked to (ADR 0034).
  if (status.billing === 'off' || !status.can_manage) return null;
  const title = getPlan(status.plan).title;
  if (status.status === 'past_due' && status.limits_plan !== 'free') {
    const by = status.grace_ends_at ? ` by ${formatBillingDate(status.grace_ends_at, status.time_zone)}` : '';
    return {
      kind: 'past-due',
      text: `Your last payment failed — update your card${by} to keep ${title}.`,
      action: 'Update card',
      to: PLAN_AND_BILLING,
    };
  }
  const trialWithoutSubscription = status.trial_ends_at !== null && status.current_period_end === null;
  if (!trialWithoutSubscription) return null;
  if (status.limits_plan === 'free') {
    return {
      kind: 'trial-ended',
      text: "Your trial has ended; you're on the Free plan. Nothing you made is lost.",
      action: 'Choose a plan',
      to: CHOOSE_PLAN,
    };
  }
  const left = status.trial_days_left;
  if (status.status !== 'trialing' || left === null || left > TRIAL_BANNER_DAYS) return null;
  const when = left <= 0 ? 'today' : left === 1 ? 'in 1 day' : `in ${left} days`;
  return {
    kind: 'trial-ending',
    text: `Your ${title} trial ends ${when} — choose a plan to keep your limits`,
    action: 'Choose a plan',
    to: CHOOSE_PLAN,
  };
}

const DISMISSED_KEY = 'billingBannerDismissed';

function today(now: Date): string {
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/** A banner closed today stays closed for the rest of the day in this tab. */
export function isBannerDismissed(
  kind: BannerKind,
  now = new Date(),
  storage: Storage = sessionStorage,
): boolean {
  return storage.getItem(DISMISSED_KEY) === `${kind}:${today(now)}`;
}

export function dismissBanner(kind: BannerKind, now = new Date(), storage: Storage = sessionStorage): void {
  storage.setItem(DISMISSED_KEY, `${kind}:${today(now)}`);
}
