// Clears the whole API history (DELETE /api/admin/api-history). The number of calls deleted goes
// into the change history in the same transaction: neither happens without the other.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { apiCalls } from '../../db/schema';
import { type AuditAuthor, recordAudit } from './record-audit';

export async function clearApiHistory(options: {
  db: Database;
  admin: AuditAuthor;
}): Promise<{ deleted: number }> {
  return options.db.transaction(async (tx) => {
    // Counted by the delete itself, so a call recorded meanwhile is either deleted and counted or
    // kept.
    const result = (await tx.execute(
      sql`with gone as (delete from ${apiCalls} returning 1) select count(*)::int as n from gone`,
    )) as unknown as { rows: { n: number }[] };
    const deleted = Number(result.rows[0]?.n ?? 0);
    await recordAudit({
      db: tx,
      admin: options.admin,
      action: 'api_history.clear',
      target: 'api_history',
      oldValue: String(deleted),
      newValue: null,
    });
    return { deleted };
  });
}
