// Forgot password: emails a reset link to the account, if there is one. The caller answers the
// same whatever happens here, and both paths make a token and hash it, so neither the answer nor
// its timing tells who has an account. A suspended or deleted account gets no email (its link
// would not work), and nobody learns that either.
import { and, eq, lt } from 'drizzle-orm';
import { RESET_LINK_MINUTES } from '../../../shared/api/account';
import type { Database } from '../../db/connection';
import { passwordResetTokens } from '../../db/schema-account';
import { findUserByEmail } from '../auth';
import { queueMail } from '../mail';
import { newResetToken } from './reset-tokens';

const MINUTE_MS = 60_000;

export async function requestPasswordReset(options: {
  db: Database;
  email: string;
  /** The app's public address: the link in the email is absolute. */
  publicUrl: string;
  now: Date;
}): Promise<void> {
  const { db, now } = options;
  const { token, tokenHash } = newResetToken();
  const user = await findUserByEmail({ db, email: options.email });
  if (!user || user.suspendedAt) return;
  await db.transaction(async (tx) => {
    // The account's dead links can never matter again.
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), lt(passwordResetTokens.expiresAt, now)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * MINUTE_MS),
    });
    await queueMail(
      tx,
      {
        to: user.email,
        userId: user.id,
        kind: 'password_reset',
        data: {
          firstName: user.firstName,
          resetUrl: resetPasswordUrl(options.publicUrl, token),
          expiresInMinutes: RESET_LINK_MINUTES,
        },
      },
      now,
    );
  });
}

function resetPasswordUrl(publicUrl: string, token: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
