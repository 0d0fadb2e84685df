// What a checkout started now does about the free trial (ADR 0027), decided in one place for the
// Upgrade dialog (GET /api/user/billing) and the checkout itself, so what the person is told before
// checkout is what Stripe is asked for: a first-time subscriber gets the TRIAL_DAYS-day trial; a
// trial running with at least 48 hours left keeps its days; anyone whose trial was used pays at once.
import { TRIAL_DAYS } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import type { UserRow, WorkspaceRow } from '../../db/schema';
import { findTrialClaim } from '../trials';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Stripe refuses a trial_end less than 48 hours away. */
const MIN_TRIAL_CARRY_MS = 48 * 60 * 60 * 1000;

export type CheckoutTrial =
  /** The first-time subscriber's trial: nothing charged until it ends. */
  | { kind: 'new'; days: number }
  /** The running trial's days, kept until it ends. */
  | { kind: 'carried'; endsAt: Date }
  /** No trial: the first period is billed at once. */
  | { kind: 'none' };

/**
 * When this person's one free trial began: the claim under their address (any account of theirs,
 * ADR 0027), else the workspace's own trial (one older than the claims); null if never.
 */
export async function findTrialUsedAt(options: {
  db: Database;
  appSecret: string;
  user: Pick<UserRow, 'email'>;
  workspace: Pick<WorkspaceRow, 'trialEndsAt'>;
}): Promise<Date | null> {
  const { workspace } = options;
  const claimed = await findTrialClaim({
    db: options.db,
    appSecret: options.appSecret,
    email: options.user.email,
  });
  if (claimed) return claimed;
  return workspace.trialEndsAt ? new Date(workspace.trialEndsAt.getTime() - TRIAL_DAYS * DAY_MS) : null;
}

export function decideCheckoutTrial(options: {
  workspace: Pick<WorkspaceRow, 'subscriptionStatus' | 'trialEndsAt'>;
  trialUsedAt: Date | null;
  now: Date;
}): CheckoutTrial {
  const { workspace, now } = options;
  const running = workspace.subscriptionStatus === 'trialing' ? workspace.trialEndsAt : null;
  if (running && running.getTime() - now.getTime() >= MIN_TRIAL_CARRY_MS) {
    return { kind: 'carried', endsAt: running };
  }
  if (options.trialUsedAt === null) return { kind: 'new', days: TRIAL_DAYS };
  return { kind: 'none' };
}
