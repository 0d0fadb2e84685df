import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type UserRow, users } from '../../db/schema';

/** Case-insensitive, matching the unique index on lower(email). */
export async function findUserByEmail(options: { db: Database; email: string }): Promise<UserRow | null> {
  const [user] = await options.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, options.email.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}
