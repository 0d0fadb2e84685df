// The Workspaces tab (GET /api/admin/workspaces): workspaces newest first, a page at a time,
// optionally narrowed by a search on the name or any member's email. A page past the last is empty,
// with the real total. Staff accounts' own workspaces are left out.
import { and, count, desc, eq, exists, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Pagination } from '../../../shared/api/admin';
import type { AdminWorkspaceRow } from '../../../shared/api/admin-workspaces';
import type { Database } from '../../db/connection';
import { users, workspaceMembers, workspaces } from '../../db/schema';
import { selectAdminWorkspaces, toAdminWorkspaceRows } from './admin-workspace-row';

/** Any-case substring of the name or of a member's email; % and _ are the staff's characters. */
function searchCondition(db: Database, search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // The owner is already joined as `users`; a member is anyone, the owner included.
  const member = alias(users, 'member');
  return or(
    ilike(workspaces.name, pattern),
    exists(
      db
        .select({ id: workspaceMembers.userId })
        .from(workspaceMembers)
        .innerJoin(member, eq(member.id, workspaceMembers.userId))
        .where(and(eq(workspaceMembers.workspaceId, workspaces.id), ilike(member.email, pattern))),
    ),
  );
}

export async function listAdminWorkspaces(options: {
  db: Database;
  page: number;
  limit: number;
  search: string;
}): Promise<{ workspaces: AdminWorkspaceRow[]; pagination: Pagination }> {
  const { db, page, limit } = options;
  // Staff accounts' workspaces are nobody's customers', as staff are in no user list.
  const where = and(eq(users.role, 'user'), searchCondition(db, options.search));
  const [totalRow, found] = await Promise.all([
    db
      .select({ n: count() })
      .from(workspaces)
      .innerJoin(users, eq(users.id, workspaces.ownerId))
      .where(where),
    selectAdminWorkspaces(db)
      .where(where)
      .orderBy(desc(workspaces.createdAt), desc(workspaces.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const total = totalRow[0]?.n ?? 0;
  return {
    workspaces: await toAdminWorkspaceRows(db, found),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
