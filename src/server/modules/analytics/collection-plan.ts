// What one account's collection reads: its published pins up to 90 days old, in a fixed order (so a
// run cut short goes on where it stopped), and the days to ask for, in the workspace's zone.
import { and, asc, eq, gte, isNotNull, isNull, or } from 'drizzle-orm';
import { addDays, formatLocalDate, localDate } from '../../../shared/time-zone';
import type { Database } from '../../db/connection';
import { analyticsCollections, boards, pins, pinterestConnections, workspaces } from '../../db/schema';
import type { AnalyticsRange } from '../../integrations/pinterest/analytics';

/** Pinterest keeps organic figures for 90 days; older pins are not read. */
const MAX_PIN_AGE_DAYS = 90;
const DAY_MS = 86_400_000;
/**
 * Days before the last completed run read again: Pinterest's latest days are PROCESSING (partial)
 * and settle over the next days.
 */
const SETTLING_DAYS = 3;

export interface CollectedPin {
  id: string;
  workspaceId: string;
  boardId: string;
  pinterestPinId: string;
}

export interface CollectionTarget {
  connection: { id: string; workspaceId: string; status: string };
  timeZone: string;
  /** The connection is the workspace's default (oldest): boards without an account publish with it. */
  isDefault: boolean;
  state: typeof analyticsCollections.$inferSelect | null;
}

export async function findCollectionTarget(
  db: Database,
  connectionId: string,
): Promise<CollectionTarget | null> {
  const [row] = await db
    .select({
      id: pinterestConnections.id,
      workspaceId: pinterestConnections.workspaceId,
      status: pinterestConnections.status,
      timeZone: workspaces.timeZone,
    })
    .from(pinterestConnections)
    .innerJoin(workspaces, eq(workspaces.id, pinterestConnections.workspaceId))
    .where(eq(pinterestConnections.id, connectionId));
  if (!row) return null;
  const [oldest] = await db
    .select({ id: pinterestConnections.id })
    .from(pinterestConnections)
    .where(eq(pinterestConnections.workspaceId, row.workspaceId))
    .orderBy(asc(pinterestConnections.createdAt), asc(pinterestConnections.id))
    .limit(1);
  const [state] = await db
    .select()
    .from(analyticsCollections)
    .where(eq(analyticsCollections.connectionId, connectionId));
  const { timeZone, ...connection } = row;
  return { connection, timeZone, isDefault: oldest?.id === row.id, state: state ?? null };
}

/** The account's published pins posted within the last 90 days, oldest first. */
export async function pinsToCollect(
  db: Database,
  target: CollectionTarget,
  now: Date,
): Promise<CollectedPin[]> {
  const { connection } = target;
  const ofAccount = target.isDefault
    ? or(eq(boards.connectionId, connection.id), isNull(boards.connectionId))
    : eq(boards.connectionId, connection.id);
  const rows = await db
    .select({
      id: pins.id,
      workspaceId: pins.workspaceId,
      boardId: pins.boardId,
      pinterestPinId: pins.pinterestPinId,
    })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        eq(pins.workspaceId, connection.workspaceId),
        eq(pins.status, 'posted'),
        isNotNull(pins.pinterestPinId),
        gte(pins.postedAt, new Date(now.getTime() - MAX_PIN_AGE_DAYS * DAY_MS)),
        ofAccount,
      ),
    )
    .orderBy(asc(pins.postedAt), asc(pins.id));
  return rows.filter((row): row is CollectedPin => row.pinterestPinId !== null);
}

/**
 * From the workspace's today back to 89 days before (Pinterest's 90), or, once a run has
 * completed, from a few days before it: figures of settled days do not change.
 */
export function collectionRange(target: CollectionTarget, now: Date): AnalyticsRange {
  const today = localDate(now, target.timeZone);
  const earliest = addDays(today, -(MAX_PIN_AGE_DAYS - 1));
  const last = target.state?.lastCollectedAt;
  const from = last ? addDays(localDate(last, target.timeZone), -SETTLING_DAYS) : earliest;
  const endDate = formatLocalDate(today);
  let startDate = formatLocalDate(from);
  if (startDate < formatLocalDate(earliest)) startDate = formatLocalDate(earliest);
  // A clock set back (tests, TEST_CLOCK) must not make a reversed range.
  if (startDate > endDate) startDate = endDate;
  return { startDate, endDate };
}
