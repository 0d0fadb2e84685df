// The workspaces a person belongs to, with their role in each (GET /api/workspaces).
import { asc, eq, sql } from 'drizzle-orm';
import type { WorkspaceDto } from '../../../shared/api/workspaces';
import type { Database } from '../../db/connection';
import { workspaceMembers, workspaces } from '../../db/schema';

/** The ones they own first, then by name; `lastUsed` is marked (the choice of `chosenMembership`). */
export async function listWorkspaces(
  db: Database,
  userId: string,
  lastUsed: string | null,
): Promise<WorkspaceDto[]> {
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: workspaceMembers.role,
      createdAt: workspaces.createdAt,
      suspendedAt: workspaces.suspendedAt,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`${workspaceMembers.role} <> 'owner'`, asc(workspaces.name), asc(workspaces.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    last_used: row.id === lastUsed,
    suspended: row.suspendedAt !== null,
  }));
}
