// "Delete account": with the password, the account is closed at once and its data is kept only
// until housekeeping purges it, DELETED_ACCOUNT_RETENTION_DAYS later (modules/housekeeping).
//
// In one transaction: deleted_at is set (sign-in and every lookup by email now skip the account,
// and its address is free for a new one), every session is revoked, the account leaves every
// workspace it does not own alone (one it paid for passes to another owner and goes on as before,
// ADR 0032), the scheduled pins of the workspaces it still pays for go back to unscheduled so the
// publisher never takes them (it also skips a deleted account's pins, like a suspended one's),
// unused reset links are dropped, and an account that had a free trial claims it for its present
// address too (it may have changed since sign-up), so the trial outlives the account as a keyed
// hash (modules/trials, ADR 0027). Then, outside it, the two calls to the outside world, each best
// effort and logged: the Pinterest grants of those workspaces are revoked and their tokens
// forgotten, and every Stripe subscription the person pays (one per workspace, ADR 0034) is
// canceled at once; a workspace another owner took over goes on on Free. Neither holds the transaction open
// (embedded PGlite has one connection for everybody), and neither can undo a deletion the person
// asked for; a connection row left by a crash in between is never used (the account is deleted)
// and goes with the purge.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE } from '../../../shared/api/account';
import { TRIAL_DAYS } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { lockUser } from '../../db/lock-user';
import { type UserRow, workspaces } from '../../db/schema';
import type { RateLimitRule } from '../../http/rate-limit';
import { confirmCurrentPassword } from '../account-security';
import { memberActor } from '../activity';
import { revokeUserSessions } from '../auth';
import { type BillingDeps, FREE_PLAN_FIELDS } from '../billing';
import { forgetResetLinks } from '../password-reset';
import { unscheduleUserPins } from '../pins';
import { disconnectAccount, type PinterestDeps } from '../pinterest';
import { claimTrial } from '../trials';
import { markDeleted } from '../user';
import { leaveSharedWorkspaces, setPlan } from '../workspaces';
import { cancelSubscription } from './cancel-subscription';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function deleteAccount(options: {
  db: Database;
  /** The signed-in user, as the session guard loaded it. */
  user: UserRow;
  password: string;
  /** Wrong passwords per account, shared with the password and email changes. */
  limit: RateLimitRule;
  pinterest: PinterestDeps;
  appSecret: string;
  /** null: billing is off, so there is no subscription to cancel. */
  billing: BillingDeps | null;
  log: FastifyBaseLogger;
  now: Date;
}): Promise<void> {
  const { db } = options;
  const userId = options.user.id;
  const now = options.now;
  // Checked before the transaction: hashing takes a while, and no lock need wait for it.
  await confirmCurrentPassword({
    db,
    user: options.user,
    password: options.password,
    limit: options.limit,
    now,
    wrongMessage: DELETE_ACCOUNT_WRONG_PASSWORD_MESSAGE,
  });
  const deleted = await db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    // A second request of the same person, a moment later: the first one did it all.
    if (user.deletedAt) return null;
    // Read before leaving: the subscriptions this person pays, whichever workspace they stay with.
    const paying = await tx
      .select({
        id: workspaces.id,
        trialEndsAt: workspaces.trialEndsAt,
        subscriptionId: workspaces.stripeSubscriptionId,
      })
      .from(workspaces)
      .where(eq(workspaces.ownerId, userId));
    await markDeleted(tx, userId, now);
    await revokeUserSessions({ db: tx, userId, now });
    await leaveSharedWorkspaces(tx, memberActor(user), now);
    await unscheduleUserPins(tx, userId);
    await forgetResetLinks(tx, userId);
    const trialEnds = paying.flatMap((workspace) => (workspace.trialEndsAt ? [workspace.trialEndsAt] : []));
    const firstTrialEnd = trialEnds.sort((a, b) => a.getTime() - b.getTime())[0];
    if (firstTrialEnd) {
      await claimTrial({
        db: tx,
        appSecret: options.appSecret,
        email: user.email,
        startedAt: new Date(firstTrialEnd.getTime() - TRIAL_DAYS * DAY_MS),
      });
    }
    const stillPaidFor = await tx
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.ownerId, userId));
    // A workspace another owner took over loses the plan this person paid for (ADR 0034).
    const handedOver = paying.filter((workspace) => !stillPaidFor.some((kept) => kept.id === workspace.id));
    for (const workspace of handedOver) await setPlan(tx, workspace.id, FREE_PLAN_FIELDS);
    return {
      user,
      workspaceIds: stillPaidFor.map((workspace) => workspace.id),
      subscriptionIds: paying.flatMap((workspace) =>
        workspace.subscriptionId ? [workspace.subscriptionId] : [],
      ),
    };
  });
  if (!deleted) return;

  for (const workspaceId of deleted.workspaceIds) {
    await disconnectAccount({
      db,
      pinterest: options.pinterest,
      appSecret: options.appSecret,
      log: options.log,
      workspaceId,
      // The person closing their account disconnects the workspaces they paid for.
      actor: memberActor(deleted.user),
      now: options.now,
    });
  }
  for (const subscriptionId of deleted.subscriptionIds) {
    await cancelSubscription({
      billing: options.billing,
      subscriptionId,
      log: options.log,
      context: { userId },
      what: 'account',
    });
  }
  options.log.info({ userId }, 'account deleted');
}
