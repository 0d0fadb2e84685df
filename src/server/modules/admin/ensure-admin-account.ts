// ADMIN_EMAIL + ADMIN_PASSWORD at start: the operator's way in on a fresh install, and the way
// to reset a forgotten admin password. Creates the account or updates its password and role; a
// changed password signs the account out everywhere.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type UserRow, users } from '../../db/schema';
import { findUserByEmail, hashPassword, revokeUserSessions, verifyPassword } from '../auth';

export async function ensureAdminAccount(options: {
  db: Database;
  email: string;
  password: string;
  now: Date;
}): Promise<{ user: UserRow; created: boolean }> {
  const existing = await findUserByEmail({ db: options.db, email: options.email });
  if (existing) {
    const unchanged = await verifyPassword(existing.passwordHash, options.password);
    const passwordHash = unchanged ? existing.passwordHash : await hashPassword(options.password);
    return options.db.transaction(async (tx) => {
      const [user] = await tx
        .update(users)
        .set({ passwordHash, role: 'admin' })
        .where(eq(users.id, existing.id))
        .returning();
      if (!user) throw new Error('admin update returned no row');
      // A new password ends every session the old one opened, admin console and app alike.
      if (!unchanged) await revokeUserSessions({ db: tx, userId: user.id, now: options.now });
      return { user, created: false };
    });
  }
  const passwordHash = await hashPassword(options.password);
  const [user] = await options.db
    .insert(users)
    .values({
      email: options.email.trim(),
      firstName: 'Pinloom',
      lastName: 'Admin',
      passwordHash,
      role: 'admin',
    })
    .returning();
  if (!user) throw new Error('admin insert returned no row');
  return { user, created: true };
}
