// Which accounts the hourly look sends to collection: connected ones not yet collected on their
// workspace's today (in its zone), not waiting out a 429 or a used budget; and connections that
// lost their grant, so their collection says it is paused without calling Pinterest.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { analyticsCollections, pinterestConnections, workspaces } from '../../db/schema';

/** The ids of the connections whose collection is due. */
export async function findDueCollections(db: Database, now: Date): Promise<string[]> {
  const at = now.toISOString();
  const zone = workspaces.timeZone;
  const collectedToday = sql`(${analyticsCollections.lastCollectedAt} at time zone ${zone})::date = (${at}::timestamptz at time zone ${zone})::date`;
  const rows = await db
    .select({ connectionId: pinterestConnections.id })
    .from(pinterestConnections)
    .innerJoin(workspaces, eq(workspaces.id, pinterestConnections.workspaceId))
    .leftJoin(analyticsCollections, eq(analyticsCollections.connectionId, pinterestConnections.id))
    .where(
      or(
        and(
          eq(pinterestConnections.status, 'connected'),
          or(isNull(analyticsCollections.lastCollectedAt), sql`not ${collectedToday}`),
          or(isNull(analyticsCollections.resumeAfter), lte(analyticsCollections.resumeAfter, now)),
        ),
        // Lost since the last look: the run marks it paused at once.
        and(
          eq(pinterestConnections.status, 'needs_reconnect'),
          or(isNull(analyticsCollections.status), sql`${analyticsCollections.status} <> 'paused'`),
        ),
      ),
    );
  return rows.map((row) => row.connectionId);
}
