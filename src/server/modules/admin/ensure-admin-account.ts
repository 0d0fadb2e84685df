// ADMIN_EMAIL + ADMIN_PASSWORD at start: the operator's way in on a fresh install, and the way
// to reset a forgotten admin password. Creates the account or updates its password and role; a
// changed password signs the account out everywhere.
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { findUserByEmail, hashPassword, revokeUserSessions, verifyPassword } from '../auth';
import { createUser, setAdminCredentials } from '../user';

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
      const user = await setAdminCredentials(tx, existing.id, passwordHash);
      if (!user) throw new Error('admin update returned no row');
      // A new password ends every session the old one opened, admin console and app alike.
      if (!unchanged) await revokeUserSessions({ db: tx, userId: user.id, now: options.now });
      return { user, created: false };
    });
  }
  const passwordHash = await hashPassword(options.password);
  const user = await options.db.transaction((tx) =>
    createUser(tx, {
      email: options.email.trim(),
      firstName: 'Pinloom',
      lastName: 'Admin',
      passwordHash,
      role: 'admin',
    }),
  );
  return { user, created: true };
}
