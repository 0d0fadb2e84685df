// Reset links: 32 random bytes in the link, only their sha256 in password_reset_tokens (like
// session tokens), so a leaked database cannot be used to take over accounts.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { RESET_TOKEN_ERRORS, type ResetTokenError } from '../../../shared/api/account';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type UserRow, users } from '../../db/schema';
import { passwordResetTokens } from '../../db/schema-account';
import { hashToken } from '../auth';

/** base64url of 32 bytes is exactly 43 characters of this alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

type PasswordResetTokenRow = typeof passwordResetTokens.$inferSelect;

export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function resetTokenError(code: ResetTokenError): AppError {
  return new AppError(code, RESET_TOKEN_ERRORS[code]);
}

/**
 * The link's token row and its account, when the link can still set a password; otherwise the
 * AppError saying why. A suspended or deleted account's link is simply not valid: the page need
 * not say more, and a reset must not reopen an account staff closed.
 */
export async function findUsableResetToken(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<{ resetToken: PasswordResetTokenRow; user: UserRow }> {
  if (!TOKEN_PATTERN.test(options.token)) throw resetTokenError('reset_link_invalid');
  const [found] = await options.db
    .select({ resetToken: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(eq(passwordResetTokens.tokenHash, hashToken(options.token)))
    .limit(1);
  if (!found || found.user.suspendedAt || found.user.deletedAt) throw resetTokenError('reset_link_invalid');
  if (found.resetToken.usedAt) throw resetTokenError('reset_link_used');
  if (found.resetToken.expiresAt <= options.now) throw resetTokenError('reset_link_expired');
  return found;
}

/** "anna.berg@example.com" → "an•••@example.com": enough for the owner to recognise, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const shown = local.length > 2 ? local.slice(0, 2) : local.slice(0, 1);
  return `${shown}•••${email.slice(at)}`;
}

/**
 * Every reset link of the account dies: its password or email changed, or it was deleted, and an
 * old link would undo that. `db` may be the caller's transaction.
 */
export async function forgetResetLinks(db: Pick<Database, 'delete'>, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
