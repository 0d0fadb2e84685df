// The change history (GET /api/admin/audit-log): who changed what and when, newest first.
import { desc } from 'drizzle-orm';
import type { AuditEntry } from '../../../shared/api/admin';
import type { Database } from '../../db/connection';
import { adminAuditLog } from '../../db/schema';

export async function listAuditLog(options: { db: Database; limit: number }): Promise<AuditEntry[]> {
  const rows = await options.db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    admin_email: row.adminEmail,
    action: row.action as AuditEntry['action'],
    target: row.target,
    old_value: row.oldValue,
    new_value: row.newValue,
    created_at: row.createdAt.toISOString(),
  }));
}
