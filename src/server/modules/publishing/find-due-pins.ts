// The pins whose time has come, or comes before the next scan, and that can go: what
// 'publish-due-pins' hands to 'publish-pin', each to start at its own scheduled time. Held pins
// are not among them: none while automatic publishing is switched off, and none of a workspace
// staff suspended or whose paying owner's account is suspended (the workspace follows that
// account, ADR 0032); they
// stay scheduled and a scan after the hold is lifted finds them. A deleted account's pins are never
// among them.
import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { boardConnectionId } from '../../db/board-account';
import type { Database } from '../../db/connection';
import { boards, pins, pinterestConnections, users, workspaces } from '../../db/schema';
import { isFeatureEnabled } from '../flags';

export interface DuePin {
  id: string;
  scheduledTime: Date;
  /** When its job may start: its time, or later when Pinterest asked to wait (publish_not_before). */
  startAfter: Date;
}

/**
 * Scheduled pins due (and past any wait Pinterest asked for) within `withinSeconds` of the
 * clock's `now` (0: due already), in time
 * order after `after` (a page's last pin), at most `limit`. Pins waiting for a person (board not
 * linked, its Pinterest account not connected, account suspended) are left out, so they never fill a page ahead of pins
 * that can go; while automatic publishing is off, there are none.
 */
export async function findDuePins(
  db: Database,
  options: { now: Date; withinSeconds?: number; after?: DuePin; limit?: number },
): Promise<DuePin[]> {
  const { now, withinSeconds = 0, after, limit = 500 } = options;
  if (!(await isFeatureEnabled({ db, flag: 'auto_publishing_enabled' }))) return [];
  const rows = await db
    .select({
      id: pins.id,
      scheduledTime: pins.scheduledTime,
      startAfter: sql<Date>`greatest(${pins.scheduledTime}, ${pins.publishNotBefore})`.mapWith(
        pins.scheduledTime,
      ),
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    // The board's account (db/board-account.ts). The workspace's equality comes first so the planner
    // joins by it and works out the board's account only for pins of workspaces with one.
    .innerJoin(
      pinterestConnections,
      and(
        eq(pinterestConnections.workspaceId, pins.workspaceId),
        eq(pinterestConnections.id, boardConnectionId),
      ),
    )
    .innerJoin(workspaces, eq(workspaces.id, pins.workspaceId))
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(
      and(
        eq(pins.status, 'scheduled'),
        isNull(workspaces.suspendedAt),
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
        lte(
          sql`greatest(${pins.scheduledTime}, ${pins.publishNotBefore})`,
          new Date(now.getTime() + withinSeconds * 1000),
        ),
        isNotNull(boards.pinterestBoardId),
        eq(pinterestConnections.status, 'connected'),
        after
          ? or(
              gt(pins.scheduledTime, after.scheduledTime),
              and(eq(pins.scheduledTime, after.scheduledTime), gt(pins.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(pins.scheduledTime), asc(pins.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    scheduledTime: row.scheduledTime as Date,
    startAfter: row.startAfter as Date,
  }));
}
