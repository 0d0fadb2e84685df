// Which workspace a request is for (ADR 0032): the one it names, else the one the person used
// last, else the first they own. Read on every request, so a removed member is refused at once, and
// a member of a workspace staff suspended is refused what acts in it (403 workspace_suspended).
// The choice is this module's rule, but it is read inside the session's own statement (the auth
// module's find_session joins `chosenMembership` laterally), so a signed-in request costs one
// round trip: a second statement per request cost an eighth of the timeline's throughput
// (bench/README.md, "With workspaces").
import { and, asc, eq, getTableColumns, type SQLWrapper, sql } from 'drizzle-orm';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import { AppError, workspaceSuspendedMessage } from '../../app-error';
import type { Database } from '../../db/connection';
import { preparedPerDatabase } from '../../db/prepared';
import { type UserRow, type WorkspaceRow, workspaceMembers, workspaces } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { type Membership, refuseBelow, WORKSPACE_NOT_FOUND_MESSAGE } from './membership';

/** A uuid no workspace has: what a malformed X-Workspace-Id stands for in the statement (404, not a cast error). */
const NO_WORKSPACE_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The statement parameter for the workspace a request names: null when it names none (the default
 * choice), an id that matches nothing when it is not a uuid (Postgres would refuse the cast: 500).
 */
export function requestedWorkspaceParam(requested: string | null): string | null {
  if (requested === null) return null;
  return isUuid(requested) ? requested : NO_WORKSPACE_ID;
}

/**
 * The person's membership a request acts in, as a sub-select of at most one row: the requested
 * workspace when `requested` is not null (nothing if they are not a member), else `preferred` (the
 * last used), else the first they own, else the first they joined. `userId`, `requested` and
 * `preferred` may be placeholders or an outer statement's columns (a lateral join). `fields` are
 * what the outer statement selects of it: the workspace's row (null without a membership, when the
 * sub-select is left-joined) and the role.
 */
export function chosenMembership(
  db: Database,
  by: { userId: SQLWrapper; requested: SQLWrapper; preferred: SQLWrapper },
) {
  // Flat: Drizzle aliases a sub-select's top-level columns only.
  const chosen = db
    .select({ ...getTableColumns(workspaces), role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        sql`${workspaceMembers.userId} = ${by.userId}`,
        sql`(${by.requested}::uuid is null or ${workspaceMembers.workspaceId} = ${by.requested}::uuid)`,
      ),
    )
    .orderBy(
      sql`${workspaceMembers.workspaceId} = ${by.preferred} is not true`,
      sql`${workspaceMembers.role} <> 'owner'`,
      asc(workspaceMembers.createdAt),
      asc(workspaceMembers.workspaceId),
    )
    .limit(1)
    .as('chosen_membership');
  // Every column of WorkspaceRow: one added to the table fails to compile where this meets Membership.
  const workspace = {
    id: chosen.id,
    name: chosen.name,
    ownerId: chosen.ownerId,
    subscriptionPlan: chosen.subscriptionPlan,
    billingCycle: chosen.billingCycle,
    subscriptionStatus: chosen.subscriptionStatus,
    trialEndsAt: chosen.trialEndsAt,
    stripeSubscriptionId: chosen.stripeSubscriptionId,
    currentPeriodEnd: chosen.currentPeriodEnd,
    cancelAtPeriodEnd: chosen.cancelAtPeriodEnd,
    pastDueSince: chosen.pastDueSince,
    suspendedAt: chosen.suspendedAt,
    suspendedReason: chosen.suspendedReason,
    timeZone: chosen.timeZone,
    postingWindowStart: chosen.postingWindowStart,
    postingWindowEnd: chosen.postingWindowEnd,
    linkSpacingHours: chosen.linkSpacingHours,
    imageStyleDefault: chosen.imageStyleDefault,
    createdAt: chosen.createdAt,
    updatedAt: chosen.updatedAt,
  };
  return { subquery: chosen, fields: { workspace, workspaceRole: chosen.role } };
}

/**
 * Admits a request to the membership its statement chose (`chosenMembership`), or refuses
 * (AppError): not a member, or a malformed id, 404; a suspended workspace 403 workspace_suspended;
 * a role below `least` 403 role_required.
 */
export function admitMembership(found: Membership | null, least: WorkspaceRole): Membership {
  if (!found) throw new AppError('not_found', WORKSPACE_NOT_FOUND_MESSAGE);
  // Whatever the role: nothing acts in a suspended workspace. Routes of the person's own ('self')
  // never come here, so their profile, billing and other workspaces go on.
  if (found.workspace.suspendedAt) {
    throw new AppError('workspace_suspended', workspaceSuspendedMessage(found.workspace.name));
  }
  refuseBelow(found, least);
  return found;
}

/** The workspace a request that names none acts in; null for a person in none (being purged). */
export async function lastUsedWorkspaceId(db: Database, user: UserRow): Promise<string | null> {
  const [found] = await membershipQuery(db).execute({ userId: user.id, preferred: user.lastWorkspaceId });
  return found?.id ?? null;
}

// Outside the guard (the workspaces list marks the last used), so a statement of its own.
const membershipQuery = preparedPerDatabase((db) => {
  const { subquery } = chosenMembership(db, {
    userId: sql.placeholder('userId'),
    requested: sql`null`,
    preferred: sql`${sql.placeholder('preferred')}::uuid`,
  });
  return db.select({ id: subquery.id }).from(subquery).prepare('find_workspace');
});

/**
 * The person's personal workspace: the first they own, which sign-up made (ADR 0034: the plan the
 * user object and staff show). Undefined for a person who owns none (they handed theirs over).
 */
export async function personalWorkspace(
  db: Pick<Database, 'select'>,
  userId: string,
): Promise<WorkspaceRow | undefined> {
  const [first] = await db
    .select()
    .from(workspaces)
    .where(eq(workspaces.ownerId, userId))
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id))
    .limit(1);
  return first;
}
