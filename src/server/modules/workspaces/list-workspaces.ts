// The workspaces a person belongs to, with their role in each (GET /api/workspaces).
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WorkspaceDto, WorkspaceRole } from '../../../shared/api/workspaces';
import type { Database } from '../../db/connection';
import { type WorkspaceRow, workspaceMembers, workspaces } from '../../db/schema';

/** The ones they own first, then by name; `lastUsed` is marked (the choice of `chosenMembership`). */
export async function listWorkspaces(
  db: Database,
  userId: string,
  lastUsed: string | null,
): Promise<WorkspaceDto[]> {
  // The paying owner's first workspace, as `personalWorkspace` reads it.
  const owned = alias(workspaces, 'owned');
  const firstOwned = db
    .select({ id: owned.id })
    .from(owned)
    .where(eq(owned.ownerId, workspaces.ownerId))
    .orderBy(asc(owned.createdAt), asc(owned.id))
    .limit(1);
  const rows = await db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      role: workspaceMembers.role,
      createdAt: workspaces.createdAt,
      suspendedAt: workspaces.suspendedAt,
      plan: workspaces.subscriptionPlan,
      personal: sql<boolean>`${workspaces.id} = (${firstOwned})`,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`${workspaceMembers.role} <> 'owner'`, asc(workspaces.name), asc(workspaces.id));
  return rows.map((row) => toWorkspaceDto(row, row.role, row.id === lastUsed));
}

export function toWorkspaceDto(
  row: Pick<WorkspaceRow, 'id' | 'name' | 'createdAt' | 'suspendedAt'> & {
    plan: WorkspaceRow['subscriptionPlan'];
    /** Its paying owner's first (`personalWorkspace`). */
    personal: boolean;
  },
  role: WorkspaceRole,
  lastUsed: boolean,
): WorkspaceDto {
  return {
    id: row.id,
    name: row.name,
    role,
    created_at: row.createdAt.toISOString(),
    last_used: lastUsed,
    suspended: row.suspendedAt !== null,
    plan: row.plan,
    personal: row.personal,
  };
}
