// The change history (admin_audit_log): every change staff make is written in the same
// transaction as the change itself, so neither exists without the other.
import type { AdminAuditAction } from '../../../shared/api/admin';
import type { Database } from '../../db/connection';
import { adminAuditLog } from '../../db/schema';

export interface AuditAuthor {
  id: string;
  email: string;
}

export async function recordAudit(options: {
  db: Database;
  admin: AuditAuthor;
  action: AdminAuditAction;
  target: string;
  oldValue: string | null;
  newValue: string | null;
}): Promise<void> {
  await options.db.insert(adminAuditLog).values({
    adminId: options.admin.id,
    adminEmail: options.admin.email,
    action: options.action,
    target: options.target,
    oldValue: options.oldValue,
    newValue: options.newValue,
  });
}
