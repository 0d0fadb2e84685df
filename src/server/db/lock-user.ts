// The per-person lock, for what is the person's own: their account (deletion, email, Stripe
// customer) and the count of workspaces they own. What is counted inside a workspace (its board
// order, schedule, allowance and posting settings) takes the workspace's row instead
// (lock-workspace.ts, ADR 0036). A path that needs both takes this one first.
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
