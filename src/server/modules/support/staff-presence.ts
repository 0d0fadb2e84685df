// Whether staff are online for live chat (ADR 0043): one row per open admin chat stream, on any API
// process, so every process answers the same. A stream's heartbeat refreshes its row; closing
// removes it; a process that died leaves rows that go stale after STAFF_ONLINE_WINDOW_MS.
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { supportStaffPresence } from '../../db/schema-account';

/** @internal for tests and benchmarks, not production code */
export const STAFF_ONLINE_WINDOW_MS = 60_000;
/** How often an admin stream says it is still there: well inside the window. */
export const STAFF_HEARTBEAT_MS = 20_000;

export async function markStaffOnline(options: {
  db: Database;
  streamId: string;
  adminId: string;
  now: Date;
}): Promise<void> {
  await options.db
    .insert(supportStaffPresence)
    .values({ id: options.streamId, adminId: options.adminId, seenAt: options.now })
    .onConflictDoUpdate({ target: supportStaffPresence.id, set: { seenAt: options.now } });
  // Rows of streams whose process died: no longer counted, removed now and then.
  await options.db
    .delete(supportStaffPresence)
    .where(lt(supportStaffPresence.seenAt, new Date(options.now.getTime() - 10 * STAFF_ONLINE_WINDOW_MS)));
}

export async function markStaffOffline(db: Database, streamId: string, adminId: string): Promise<void> {
  await db
    .delete(supportStaffPresence)
    .where(and(eq(supportStaffPresence.id, streamId), eq(supportStaffPresence.adminId, adminId)));
}

export async function isStaffOnline(db: Database, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: supportStaffPresence.id })
    .from(supportStaffPresence)
    .where(gt(supportStaffPresence.seenAt, new Date(now.getTime() - STAFF_ONLINE_WINDOW_MS)))
    .limit(1);
  return row !== undefined;
}
