// One workspace for staff (GET /api/admin/workspaces/{id}): its row, why it is suspended, its
// members, owners first, then by when they joined, and its Pinterest accounts. An unknown or malformed id is "not found".
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminWorkspaceDetail } from '../../../shared/api/admin-workspaces';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { pinterestConnections, users, workspaceMembers, workspaces } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { selectAdminWorkspaces, toAdminWorkspaceRows } from './admin-workspace-row';

export const WORKSPACE_NOT_FOUND_MESSAGE = 'Workspace not found';

export async function getAdminWorkspace(options: {
  db: Database;
  workspaceId: string;
}): Promise<AdminWorkspaceDetail> {
  const { db, workspaceId } = options;
  if (!isUuid(workspaceId)) throw new AppError('not_found', WORKSPACE_NOT_FOUND_MESSAGE);
  const [found] = await selectAdminWorkspaces(db).where(eq(workspaces.id, workspaceId));
  if (!found) throw new AppError('not_found', WORKSPACE_NOT_FOUND_MESSAGE);
  const [[row], members, accounts] = await Promise.all([
    toAdminWorkspaceRows(db, [found]),
    db
      .select({
        userId: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: workspaceMembers.role,
        joinedAt: workspaceMembers.createdAt,
      })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(eq(workspaceMembers.workspaceId, workspaceId))
      .orderBy(sql`${workspaceMembers.role} <> 'owner'`, asc(workspaceMembers.createdAt), asc(users.id)),
    db
      .select({
        username: pinterestConnections.username,
        status: pinterestConnections.status,
        connectedAt: pinterestConnections.connectedAt,
      })
      .from(pinterestConnections)
      .where(eq(pinterestConnections.workspaceId, workspaceId))
      .orderBy(asc(pinterestConnections.createdAt), asc(pinterestConnections.id)),
  ]);
  if (!row) throw new Error('admin workspace row missing');
  return {
    workspace: { ...row, suspended_reason: found.suspendedReason },
    members: members.map((member) => ({
      user_id: member.userId,
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      role: member.role,
      joined_at: member.joinedAt.toISOString(),
    })),
    pinterest_accounts: accounts.map((account) => ({
      username: account.username,
      status: account.status,
      connected_at: account.connectedAt.toISOString(),
    })),
  };
}
