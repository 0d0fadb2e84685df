// Lifts a suspension: the account may sign in again (its old sessions stay ended) and its held
// pins are published by the next run, those whose time has passed at once.
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type UserRow, users } from '../../db/schema';
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
    const [active] = await tx
      .update(users)
      .set({ suspendedAt: null, suspendedReason: null })
      .where(eq(users.id, user.id))
      .returning();
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
