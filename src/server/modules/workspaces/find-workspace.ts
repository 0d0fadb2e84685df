// Which workspace a request is for (ADR 0032): the one it names, else the one the person used
// last, else the first they own. Read on every request, so a removed member is refused at once, and
// a member of a workspace staff suspended is refused what acts in it (403 workspace_suspended).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import { AppError, workspaceSuspendedMessage } from '../../app-error';
import type { Database } from '../../db/connection';
import { preparedPerDatabase } from '../../db/prepared';
import { type UserRow, workspaceMembers, workspaces } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { type Membership, refuseBelow, WORKSPACE_NOT_FOUND_MESSAGE } from './membership';

export async function findWorkspace(options: {
  db: Database;
  user: UserRow;
  requested: string | null;
  least: WorkspaceRole;
}): Promise<Membership> {
  const { requested } = options;
  if (requested !== null && !isUuid(requested)) throw new AppError('not_found', WORKSPACE_NOT_FOUND_MESSAGE);
  const found = await pickMembership(options.db, options.user, requested);
  if (!found) throw new AppError('not_found', WORKSPACE_NOT_FOUND_MESSAGE);
  // Whatever the role: nothing acts in a suspended workspace. Routes of the person's own ('self')
  // never come here, so their profile, billing and other workspaces go on.
  if (found.workspace.suspendedAt) {
    throw new AppError('workspace_suspended', workspaceSuspendedMessage(found.workspace.name));
  }
  refuseBelow(found, options.least);
  return found;
}

/** The workspace a request that names none acts in; null for a person in none (being purged). */
export async function lastUsedWorkspaceId(db: Database, user: UserRow): Promise<string | null> {
  return (await pickMembership(db, user, null))?.workspace.id ?? null;
}

async function pickMembership(
  db: Database,
  user: UserRow,
  requested: string | null,
): Promise<Membership | undefined> {
  const [found] = await membershipQuery(db).execute({
    userId: user.id,
    requested,
    preferred: requested ?? user.lastWorkspaceId,
  });
  return found;
}

// Behind every workspace request, so built once per database (db/prepared.ts).
const membershipQuery = preparedPerDatabase((db) =>
  db
    .select({ workspace: workspaces, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(
        eq(workspaceMembers.userId, sql.placeholder('userId')),
        sql`(${sql.placeholder('requested')}::uuid is null or ${workspaceMembers.workspaceId} = ${sql.placeholder('requested')}::uuid)`,
      ),
    )
    // Without a header: the last used, else the first one they own, else the first they joined.
    .orderBy(
      sql`${workspaceMembers.workspaceId} = ${sql.placeholder('preferred')}::uuid is not true`,
      sql`${workspaceMembers.role} <> 'owner'`,
      asc(workspaceMembers.createdAt),
      asc(workspaceMembers.workspaceId),
    )
    .limit(1)
    .prepare('find_workspace'),
);
