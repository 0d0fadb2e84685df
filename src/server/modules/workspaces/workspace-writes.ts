// The workspaces and workspace_members tables' only writers (ADR 0032): other modules make and
// remove workspaces through these, passing their transaction.
import {
  and,
  asc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  notExists,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import type { Database } from '../../db/connection';
import {
  type WorkspaceInvitationRow,
  type WorkspaceRow,
  workspaceInvitations,
  workspaceMembers,
  workspaces,
} from '../../db/schema';
import { type MemberActor, recordActivity } from '../activity';

/** A Database or a transaction on one. */
type Writer = Pick<Database, 'insert' | 'update' | 'delete'>;

/** "Ada's workspace": what sign-up (and the migration that gave everyone one) names it. */
function personalWorkspaceName(firstName: string): string {
  return `${firstName}'s workspace`;
}

/**
 * The workspace a new account starts with, owned by it. Call it in the transaction that creates the
 * user: no account is ever without a workspace.
 */
export async function createPersonalWorkspace(
  db: Writer,
  user: { id: string; firstName: string; timeZone: string; createdAt: Date },
  plan: PlanChange = {},
): Promise<WorkspaceRow> {
  return createOwnedWorkspace(db, {
    name: personalWorkspaceName(user.firstName),
    ownerId: user.id,
    timeZone: user.timeZone,
    now: user.createdAt,
    plan,
  });
}

/**
 * A workspace and its owner's membership (ADR 0034: a new one starts on Free unless `plan` says).
 * It schedules in its maker's time zone, with the default posting settings (ADR 0036).
 */
export async function createOwnedWorkspace(
  db: Writer,
  options: { name: string; ownerId: string; timeZone: string; now: Date; plan?: PlanChange },
): Promise<WorkspaceRow> {
  const [workspace] = await db
    .insert(workspaces)
    .values({
      name: options.name,
      ownerId: options.ownerId,
      timeZone: options.timeZone,
      ...options.plan,
      createdAt: options.now,
      updatedAt: options.now,
    })
    .returning();
  if (!workspace) throw new Error('workspace insert returned no row');
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: workspace.id, userId: options.ownerId, role: 'owner', createdAt: options.now });
  return workspace;
}

/** What a workspace holds of its plan (billing sets it, ADR 0020 and 0034). */
export type PlanChange = Partial<
  Pick<
    typeof workspaces.$inferInsert,
    | 'subscriptionPlan'
    | 'billingCycle'
    | 'subscriptionStatus'
    | 'trialEndsAt'
    | 'stripeSubscriptionId'
    | 'currentPeriodEnd'
    | 'cancelAtPeriodEnd'
    | 'pastDueSince'
  >
>;

export async function setWorkspaceName(
  db: Writer,
  workspaceId: string,
  name: string,
  now: Date,
): Promise<WorkspaceRow> {
  const [workspace] = await db
    .update(workspaces)
    .set({ name, updatedAt: now })
    .where(eq(workspaces.id, workspaceId))
    .returning();
  if (!workspace) throw new Error(`workspace ${workspaceId} vanished while renamed`);
  return workspace;
}

export async function setPlan(db: Writer, workspaceId: string, plan: PlanChange): Promise<void> {
  await db.update(workspaces).set(plan).where(eq(workspaces.id, workspaceId));
}

/** Trials that ended by `now` without a subscription get `plan`; answers how many. */
export async function setPlanOfLapsedTrials(db: Writer, now: Date, plan: PlanChange): Promise<number> {
  const moved = await db
    .update(workspaces)
    .set(plan)
    .where(
      and(
        eq(workspaces.subscriptionStatus, 'trialing'),
        isNull(workspaces.stripeSubscriptionId),
        isNotNull(workspaces.trialEndsAt),
        lte(workspaces.trialEndsAt, now),
      ),
    )
    .returning({ id: workspaces.id });
  return moved.length;
}

/** Canceled paid subscriptions whose period ended by `now` get `plan`; answers how many. */
export async function setPlanOfEndedSubscriptions(db: Writer, now: Date, plan: PlanChange): Promise<number> {
  const moved = await db
    .update(workspaces)
    .set(plan)
    .where(
      and(
        eq(workspaces.subscriptionStatus, 'canceled'),
        ne(workspaces.subscriptionPlan, 'free'),
        or(isNull(workspaces.currentPeriodEnd), lte(workspaces.currentPeriodEnd, now)),
      ),
    )
    .returning({ id: workspaces.id });
  return moved.length;
}

/** The ids of the workspaces `userId` owns with no other owner, as a subquery. */
export function workspacesOwnedOnlyBy(db: Pick<Database, 'select'>, userId: string) {
  const otherOwner = alias(workspaceMembers, 'other_owner');
  return db
    .select({ id: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        eq(workspaceMembers.role, 'owner'),
        notExists(
          db
            .select({ id: otherOwner.userId })
            .from(otherOwner)
            .where(
              and(
                eq(otherOwner.workspaceId, workspaceMembers.workspaceId),
                eq(otherOwner.role, 'owner'),
                ne(otherOwner.userId, userId),
              ),
            ),
        ),
      ),
    );
}

/**
 * Deletes the workspaces `userId` owns with no other owner, and with them everything they hold:
 * what goes when the account is purged. A workspace someone else also owns stays, paid for by them.
 */
export async function deleteWorkspacesOwnedOnlyBy(db: Writer & Pick<Database, 'select'>, userId: string) {
  await db.delete(workspaces).where(inArray(workspaces.id, workspacesOwnedOnlyBy(db, userId)));
  await db.delete(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  await settleWorkspacesPaidBy(db, userId);
}

/**
 * Deletes one workspace and, by the foreign keys, everything it holds: boards, pins, feeds,
 * generations, members, invitations, review links, its activity log. Support tickets stay, without
 * it, for staff; a person who used it last falls back to another (`last_workspace_id` is set null).
 */
export async function deleteWorkspace(db: Writer, workspaceId: string): Promise<void> {
  await db.delete(workspaces).where(eq(workspaces.id, workspaceId));
}

/**
 * When an account is deleted: it leaves at once every workspace it does not own alone, and one it
 * paid for passes to another owner, so that workspace goes on publishing. The workspaces it owns
 * alone wait for the purge with everything in them (deleteWorkspacesOwnedOnlyBy).
 */
export async function leaveSharedWorkspaces(
  db: Writer & Pick<Database, 'select'>,
  user: MemberActor,
  now: Date,
) {
  const userId = user.id;
  const left = await db
    .delete(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        notInArray(workspaceMembers.workspaceId, workspacesOwnedOnlyBy(db, userId)),
      ),
    )
    .returning({ workspaceId: workspaceMembers.workspaceId });
  // Each workspace's log says they left, as leaving from Settings → Team would.
  for (const { workspaceId } of left) {
    await recordActivity(db, {
      workspaceId,
      action: 'member.removed',
      actor: user,
      subject: `${user.name} (left)`,
      now,
    });
  }
  await settleWorkspacesPaidBy(db, userId);
}

async function settleWorkspacesPaidBy(db: Writer & Pick<Database, 'select'>, userId: string) {
  const paidFor = await db
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.ownerId, userId));
  for (const { id } of paidFor) await settlePayingOwner(db, id);
}

/**
 * After an owner left or was demoted: if the one who paid for the workspace is no longer an owner
 * of it, the longest-standing owner left takes over (a workspace always keeps one, member-changes.ts).
 */
export async function settlePayingOwner(db: Writer & Pick<Database, 'select'>, workspaceId: string) {
  const [next] = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
    .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.userId))
    .limit(1);
  if (!next) return;
  await db
    .update(workspaces)
    .set({ ownerId: next.userId })
    .where(
      and(
        eq(workspaces.id, workspaceId),
        notExists(
          db
            .select({ id: workspaceMembers.userId })
            .from(workspaceMembers)
            .where(
              and(
                eq(workspaceMembers.workspaceId, workspaceId),
                eq(workspaceMembers.userId, workspaces.ownerId),
                eq(workspaceMembers.role, 'owner'),
              ),
            ),
        ),
      ),
    );
}

/** Staff suspended the workspace (admin console): its members' requests in it and its pins are held. */
export async function markWorkspaceSuspended(
  db: Writer,
  workspaceId: string,
  suspension: { at: Date; reason: string },
): Promise<WorkspaceRow | undefined> {
  const [workspace] = await db
    .update(workspaces)
    .set({ suspendedAt: suspension.at, suspendedReason: suspension.reason })
    .where(eq(workspaces.id, workspaceId))
    .returning();
  return workspace;
}

/** Staff lifted the suspension: the members act in it again and its held pins are published. */
export async function clearWorkspaceSuspension(
  db: Writer,
  workspaceId: string,
): Promise<WorkspaceRow | undefined> {
  const [workspace] = await db
    .update(workspaces)
    .set({ suspendedAt: null, suspendedReason: null })
    .where(eq(workspaces.id, workspaceId))
    .returning();
  return workspace;
}

export async function addMember(
  db: Writer,
  member: { workspaceId: string; userId: string; role: WorkspaceRole; now: Date },
): Promise<void> {
  await db
    .insert(workspaceMembers)
    .values({
      workspaceId: member.workspaceId,
      userId: member.userId,
      role: member.role,
      createdAt: member.now,
    })
    .onConflictDoNothing();
}

/** The member row of `userId` in the workspace. */
const memberOf = (member: { workspaceId: string; userId: string }) =>
  and(eq(workspaceMembers.workspaceId, member.workspaceId), eq(workspaceMembers.userId, member.userId));

export async function setMemberRole(
  db: Writer,
  member: { workspaceId: string; userId: string; role: WorkspaceRole },
): Promise<void> {
  await db.update(workspaceMembers).set({ role: member.role }).where(memberOf(member));
}

export async function deleteMember(
  db: Writer,
  member: { workspaceId: string; userId: string },
): Promise<void> {
  await db.delete(workspaceMembers).where(memberOf(member));
}

type NewInvitation = typeof workspaceInvitations.$inferInsert;

export async function insertInvitation(db: Writer, values: NewInvitation): Promise<WorkspaceInvitationRow> {
  const [invitation] = await db.insert(workspaceInvitations).values(values).returning();
  if (!invitation) throw new Error('invitation insert returned no row');
  return invitation;
}

const open = and(isNull(workspaceInvitations.acceptedAt), isNull(workspaceInvitations.revokedAt));

/** Withdraws the workspace's open invitations that `which` picks; how many it withdrew. */
async function revokeOpen(
  db: Writer,
  workspaceId: string,
  which: SQL | undefined,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(workspaceInvitations)
    .set({ revokedAt: now })
    .where(and(eq(workspaceInvitations.workspaceId, workspaceId), which, open))
    .returning({ id: workspaceInvitations.id });
  return revoked.length;
}

/** Withdraws the workspace's open invitation to `email`, if any (inviting again replaces it). */
export async function revokeOpenInvitationTo(
  db: Writer,
  options: { workspaceId: string; email: string; now: Date },
): Promise<void> {
  const toAddress = eq(sql`lower(${workspaceInvitations.email})`, options.email.toLowerCase());
  await revokeOpen(db, options.workspaceId, toAddress, options.now);
}

/** Withdraws one open invitation; false when the workspace has no such open invitation. */
export async function revokeInvitation(
  db: Writer,
  options: { workspaceId: string; invitationId: string; now: Date },
): Promise<boolean> {
  const one = eq(workspaceInvitations.id, options.invitationId);
  return (await revokeOpen(db, options.workspaceId, one, options.now)) > 0;
}

export async function markInvitationAccepted(db: Writer, invitationId: string, now: Date): Promise<void> {
  await db
    .update(workspaceInvitations)
    .set({ acceptedAt: now })
    .where(eq(workspaceInvitations.id, invitationId));
}

/** The invitations sent to a purged account's address, up to its deletion: personal data. */
export async function forgetInvitationsTo(db: Writer, email: string, until: Date): Promise<void> {
  await db
    .delete(workspaceInvitations)
    .where(
      and(
        eq(sql`lower(${workspaceInvitations.email})`, email.toLowerCase()),
        lte(workspaceInvitations.createdAt, until),
      ),
    );
}

/** The posting settings (Settings → Schedule, ADR 0036): a workspace's own. */
export type PostingSettingsChange = Partial<
  Pick<
    WorkspaceRow,
    'imageStyleDefault' | 'timeZone' | 'postingWindowStart' | 'postingWindowEnd' | 'linkSpacingHours'
  >
>;

/** Call it under the workspace's lock (lockWorkspace), which approvals and the schedule take too. */
export async function setPostingSettings(
  db: Writer,
  workspaceId: string,
  changes: PostingSettingsChange,
): Promise<WorkspaceRow | undefined> {
  const [workspace] = await db
    .update(workspaces)
    .set(changes)
    .where(eq(workspaces.id, workspaceId))
    .returning();
  return workspace;
}
