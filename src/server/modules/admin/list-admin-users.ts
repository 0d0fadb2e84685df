// The Users tab (GET /api/admin/users): customers newest first, a page at a time, optionally
// narrowed by a search on the name or email. A page past the last is empty, with the real total.
import { and, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AdminUserRow, Pagination } from '../../../shared/api/admin';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { adminUserColumns, isCustomer, toAdminUserRows } from './admin-user-row';

/**
 * Any-case substring of "first last" (so also of either name alone) or of the email. % and _ are
 * the user's characters, not LIKE's wildcards: each is escaped with LIKE's default escape, \.
 * Spaces around the search are ignored; a blank one lists everyone.
 */
function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern));
}

export async function listAdminUsers(options: {
  db: Database;
  page: number;
  limit: number;
  search: string;
  now: Date;
}): Promise<{ users: AdminUserRow[]; pagination: Pagination }> {
  const { db, page, limit } = options;
  const where = and(isCustomer, searchCondition(options.search));
  const [totalRow, found] = await Promise.all([
    db.select({ n: count() }).from(users).where(where),
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const total = totalRow[0]?.n ?? 0;
  return {
    users: await toAdminUserRows({ db, users: found, now: options.now }),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
