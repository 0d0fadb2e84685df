// Settings → change password. The session that changed it stays; every other one ends (whoever
// knew the old password is out), reset links sent before die (they would undo the change), and
// the owner is told by email.
import type { ChangePasswordBody } from '../../../shared/api/account';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import type { RateLimitRule } from '../../http/rate-limit';
import { hashPassword, revokeUserSessions } from '../auth';
import { setPasswordHash } from '../user';
import { confirmCurrentPassword } from './confirm-current-password';
import { tellOfSignInChange } from './tell-of-sign-in-change';

export async function changePassword(options: {
  db: Database;
  user: UserRow;
  sessionId: string;
  input: ChangePasswordBody;
  publicUrl: string;
  limit: RateLimitRule;
  now: Date;
}): Promise<void> {
  const { db, user, now } = options;
  await confirmCurrentPassword({ ...options, password: options.input.current_password });
  const passwordHash = await hashPassword(options.input.new_password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, now);
    await revokeUserSessions({ db: tx, userId: user.id, exceptSessionId: options.sessionId, now });
    await tellOfSignInChange(
      tx,
      user,
      {
        kind: 'password_changed',
        data: {
          firstName: user.firstName,
          changedAt: now.toISOString(),
          resetUrl: new URL('/forgot-password', options.publicUrl).toString(),
        },
      },
      now,
    );
  });
}
