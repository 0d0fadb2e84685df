// One workspace as the admin console's workspaces table shows it (ADR 0032): its paying owner's email,
// its own plan (ADR 0034), and how many members, boards and pins it has, for a page of workspaces at once.
import { count, eq, inArray } from 'drizzle-orm';
import type { AdminWorkspaceRow } from '../../../shared/api/admin-workspaces';
import type { Database } from '../../db/connection';
import { boards, pins, users, workspaceMembers, workspaces } from '../../db/schema';

/** The columns a row needs, the paying owner's included. */
const adminWorkspaceColumns = {
  id: workspaces.id,
  name: workspaces.name,
  createdAt: workspaces.createdAt,
  suspendedAt: workspaces.suspendedAt,
  suspendedReason: workspaces.suspendedReason,
  ownerEmail: users.email,
  plan: workspaces.subscriptionPlan,
};

/** A select of the workspaces with their paying owner, to narrow and order. */
export function selectAdminWorkspaces(db: Database) {
  return db.select(adminWorkspaceColumns).from(workspaces).innerJoin(users, eq(users.id, workspaces.ownerId));
}

export type AdminWorkspaceSource = Awaited<ReturnType<typeof selectAdminWorkspaces>>[number];

/** The rows of `source`, in its order, with each workspace's counts from three queries for the lot. */
export async function toAdminWorkspaceRows(
  db: Database,
  source: AdminWorkspaceSource[],
): Promise<AdminWorkspaceRow[]> {
  if (source.length === 0) return [];
  const ids = source.map((workspace) => workspace.id);
  const byWorkspace = (rows: { id: string; n: number }[]) => new Map(rows.map((row) => [row.id, row.n]));
  const [members, boardCounts, pinCounts] = await Promise.all([
    db
      .select({ id: workspaceMembers.workspaceId, n: count() })
      .from(workspaceMembers)
      .where(inArray(workspaceMembers.workspaceId, ids))
      .groupBy(workspaceMembers.workspaceId)
      .then(byWorkspace),
    db
      .select({ id: boards.workspaceId, n: count() })
      .from(boards)
      .where(inArray(boards.workspaceId, ids))
      .groupBy(boards.workspaceId)
      .then(byWorkspace),
    db
      .select({ id: pins.workspaceId, n: count() })
      .from(pins)
      .where(inArray(pins.workspaceId, ids))
      .groupBy(pins.workspaceId)
      .then(byWorkspace),
  ]);
  return source.map((workspace) => ({
    id: workspace.id,
    name: workspace.name,
    owner_email: workspace.ownerEmail,
    plan: workspace.plan,
    members: members.get(workspace.id) ?? 0,
    boards: boardCounts.get(workspace.id) ?? 0,
    pins: pinCounts.get(workspace.id) ?? 0,
    created_at: workspace.createdAt.toISOString(),
    suspended_at: workspace.suspendedAt?.toISOString() ?? null,
  }));
}
