// The dashboard's recent users table (GET /api/admin/users/recent): the newest customers.
import { desc } from 'drizzle-orm';
import type { AdminUserRow } from '../../../shared/api/admin';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { adminUserColumns, isCustomer, toAdminUserRows } from './admin-user-row';

const RECENT_USERS = 10;

export async function listRecentUsers(options: { db: Database; now: Date }): Promise<AdminUserRow[]> {
  const { db } = options;
  const found = await db
    .select(adminUserColumns)
    .from(users)
    .where(isCustomer)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(RECENT_USERS);
  return toAdminUserRows({ db, users: found, now: options.now });
}
