// Lifts a suspension: the account may sign in again (its old sessions stay ended) and its held
// pins are published by the next run, those whose time has passed at once.
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { clearSuspension } from '../user';
import { type AuditAuthor, recordAudit } from './record-audit';
import { lockTarget } from './suspend-user';

export async function unsuspendUser(options: {
  db: Database;
  admin: AuditAuthor;
  userId: string;
}): Promise<UserRow> {
  return options.db.transaction(async (tx) => {
    const user = await lockTarget(tx, options.userId);
    if (!user.suspendedAt) throw new AppError('conflict', 'This account is not suspended.');
    const active = await clearSuspension(tx, user.id);
    await recordAudit({
      db: tx,
      admin: options.admin,
      action: 'user.unsuspend',
      target: user.email,
      oldValue: user.suspendedReason,
      newValue: null,
    });
    return active ?? user;
  });
}
