// Staff suspend a customer account (ADR 0019): in one transaction the account is marked, every
// session it has is revoked, and the change history records it. The auth module then refuses its
// sign-in and its old tokens with account_suspended; the publisher holds its scheduled pins.
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockUser } from '../../db/lock-user';
import type { UserRow } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { revokeUserSessions } from '../auth';
import { markSuspended } from '../user';
import { type AuditAuthor, recordAudit } from './record-audit';

const USER_NOT_FOUND_MESSAGE = 'User not found';

export async function suspendUser(options: {
  db: Database;
  admin: AuditAuthor;
  userId: string;
  /** Already trimmed and checked by suspendUserBody. */
  reason: string;
  now: Date;
}): Promise<UserRow> {
  const { admin, reason } = options;
  return options.db.transaction(async (tx) => {
    const user = await lockTarget(tx, options.userId);
    if (user.id === admin.id)
      throw new AppError('cannot_suspend_self', 'You cannot suspend your own account.');
    if (user.role === 'admin') {
      throw new AppError(
        'cannot_suspend_admin',
        'Administrator accounts cannot be suspended; they are managed with ADMIN_EMAIL and ADMIN_PASSWORD.',
      );
    }
    if (user.suspendedAt) throw new AppError('conflict', 'This account is already suspended.');
    const suspended = await markSuspended(tx, user.id, { at: options.now, reason });
    await revokeUserSessions({ db: tx, userId: user.id, now: options.now });
    await recordAudit({
      db: tx,
      admin,
      action: 'user.suspend',
      target: user.email,
      oldValue: null,
      newValue: reason,
    });
    return suspended ?? user;
  });
}

/**
 * The account's row, locked until the transaction ends: two staff suspending the same account at
 * once queue, and the second is told it is already suspended. 404 for an unknown or malformed id.
 */
export async function lockTarget(tx: Database, userId: string): Promise<UserRow> {
  const notFound = () => new AppError('not_found', USER_NOT_FOUND_MESSAGE);
  if (!isUuid(userId)) throw notFound();
  return lockUser(tx, userId, notFound);
}
