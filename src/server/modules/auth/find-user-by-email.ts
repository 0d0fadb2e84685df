import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type UserRow, users } from '../../db/schema';

/**
 * Case-insensitive, matching the unique index on lower(email). A deleted account no longer exists
 * for sign-in or password reset; its address may already belong to a new account.
 */
export async function findUserByEmail(options: { db: Database; email: string }): Promise<UserRow | null> {
  const [user] = await options.db
    .select()
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, options.email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return user ?? null;
}
