// The one per-user lock. Every change that must see a user's data stand still while it counts and
// writes (the board order, the schedule's 5 pins a day and 30-minute gaps, the plan's monthly
// and daily generations, the posting settings the schedule depends on) runs in a transaction
// that calls lockUser first, so for one user those changes happen one at a time (other users
// are not held up).
import { eq } from 'drizzle-orm';
import type { Database } from './connection';
import { type UserRow, users } from './schema';

/**
 * Locks the user's row until the transaction ends and answers it as it now stands.
 *
 * `FOR NO KEY UPDATE`, not `FOR UPDATE`: it conflicts with itself (and with every update of the
 * row), so lockers still queue one behind the other, but not with the `FOR KEY SHARE` that an
 * insert into a table with a foreign key to users takes. Sign-ins (sessions), generated pins,
 * API call records and the reservation's own `pin_generations` row are therefore never held up
 * by a schedule or board change of the same user; `FOR UPDATE` would make them wait for nothing,
 * since no locker changes the user's id.
 *
 * A user deleted since the guard admitted the session throws `missing()`: a plain Error (a 500)
 * unless the caller says otherwise.
 */
export async function lockUser(
  tx: Database,
  userId: string,
  missing: () => Error = () => new Error(`user ${userId} vanished during a guarded request`),
): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  if (!user) throw missing();
  return user;
}
