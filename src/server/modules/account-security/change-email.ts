// Settings → change email. The new address must be free among live accounts (the unique index on
// lower(email) decides, so a simultaneous sign-up cannot take it too); the OLD address is told,
// since it is the one an intruder would want to silence. Reset links sent to the old address die.
import { type ChangeEmailBody, EMAIL_IN_USE_MESSAGE } from '../../../shared/api/account';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import type { RateLimitRule } from '../../http/rate-limit';
import { setEmail } from '../user';
import { confirmCurrentPassword } from './confirm-current-password';
import { tellOfSignInChange } from './tell-of-sign-in-change';

export async function changeEmail(options: {
  db: Database;
  user: UserRow;
  input: ChangeEmailBody;
  publicUrl: string;
  limit: RateLimitRule;
  now: Date;
}): Promise<UserRow> {
  const { db, user, now } = options;
  const email = options.input.email;
  await confirmCurrentPassword({ ...options, password: options.input.current_password });
  // A new spelling of the same address ("Sam@…" for "sam@…") is no change anyone must be told of.
  const sameAddress = email.toLowerCase() === user.email.toLowerCase();
  try {
    return await db.transaction(async (tx) => {
      const updated = await setEmail(tx, user.id, email, now);
      if (!updated) throw new Error(`user ${user.id} vanished during a guarded request`);
      if (sameAddress) return updated;
      await tellOfSignInChange(
        tx,
        user,
        {
          kind: 'email_changed',
          data: {
            firstName: user.firstName,
            newEmail: email,
            changedAt: now.toISOString(),
            contactUrl: new URL('/contact', options.publicUrl).toString(),
          },
        },
        now,
      );
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_key'))
      throw new AppError('email_taken', EMAIL_IN_USE_MESSAGE);
    throw error;
  }
}
