import type { Database } from '../../db/connection';
import { findUsableResetToken, maskEmail } from './reset-tokens';

/** What the reset page shows before the new password is typed: whether the link works, and for whom. */
export async function checkResetToken(options: {
  db: Database;
  token: string;
  now: Date;
}): Promise<{ valid: true; email: string }> {
  const { user } = await findUsableResetToken(options);
  return { valid: true, email: maskEmail(user.email) };
}
