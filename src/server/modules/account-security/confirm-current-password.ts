// The current password, asked again before Settings changes the password or the email, or the
// account is deleted: a
// session left open on a shared computer must not be enough to take the account over. Wrong
// tries count per account, so an open session cannot be used to guess the password either.

import { WRONG_CURRENT_PASSWORD_MESSAGE } from '../../../shared/api/account';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { countRateLimitHit, type RateLimitRule, refuseAtRateLimit } from '../../http/rate-limit';
import { verifyPassword } from '../auth';

export async function confirmCurrentPassword(options: {
  db: Database;
  user: UserRow;
  password: string;
  limit: RateLimitRule;
  now: Date;
  /** What a wrong password is told; default WRONG_CURRENT_PASSWORD_MESSAGE. */
  wrongMessage?: string;
}): Promise<void> {
  const { db, now } = options;
  const check = { key: `current-password:user:${options.user.id}`, rule: options.limit };
  await refuseAtRateLimit({
    db,
    check,
    now,
    message: (minutes) =>
      `Too many wrong passwords. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  });
  if (await verifyPassword(options.user.passwordHash, options.password)) return;
  await countRateLimitHit({ db, check, now });
  throw new AppError('wrong_current_password', options.wrongMessage ?? WRONG_CURRENT_PASSWORD_MESSAGE);
}
