// Setting a new password from a reset link. The link is claimed in the same transaction that
// changes the password, so of two simultaneous uses one wins; every session of the account ends
// (whoever knew the old password is out), the account's other links die, the owner is told by
// email, and the person who reset is signed in afresh.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { passwordResetTokens } from '../../db/schema-account';
import { createSession, hashPassword, revokeUserSessions } from '../auth';
import { queueMail } from '../mail';
import { setPasswordFromReset } from '../user';
import { findUsableResetToken, resetTokenError } from './reset-tokens';

export async function resetPassword(options: {
  db: Database;
  token: string;
  password: string;
  publicUrl: string;
  now: Date;
}): Promise<{ token: string; user: UserRow }> {
  const { db, now } = options;
  const { resetToken, user } = await findUsableResetToken({ db, token: options.token, now });
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, resetToken.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (!claimed) throw resetTokenError('reset_link_used');
    // Suspended or deleted while the password was being hashed: the link is no longer valid.
    const updated = await setPasswordFromReset(tx, user.id, passwordHash, now);
    if (!updated) throw resetTokenError('reset_link_invalid');
    await revokeUserSessions({ db: tx, userId: user.id, now });
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), ne(passwordResetTokens.id, resetToken.id)));
    await queueMail(
      tx,
      {
        to: updated.email,
        userId: updated.id,
        kind: 'password_changed',
        data: {
          firstName: updated.firstName,
          changedAt: now.toISOString(),
          resetUrl: new URL('/forgot-password', options.publicUrl).toString(),
        },
      },
      now,
    );
    const session = await createSession({ db: tx, userId: updated.id, kind: 'user', now });
    return { token: session.token, user: updated };
  });
}
