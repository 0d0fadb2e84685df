// Every change to a user's schedule runs in a transaction that first locks the user's row, so
// two requests can never both count 4 pins on a day and both add one (the 5-pins-a-day rule).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type UserRow, users } from '../../db/schema';

/**
 * "no key update" rather than "update": it serialises schedule changes (and board changes,
 * which take the same lock) without blocking sign-ins, whose sessions reference the row.
 */
export async function lockUserSchedule(tx: Database, userId: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  if (!user) throw new Error(`user ${userId} vanished during a guarded request`);
  return user;
}
