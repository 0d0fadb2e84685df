// The feeds one of the workspace's boards follows, its feed_pins_per_day, and whether the plan's
// allowance is used up (new articles then wait); also every feed of a workspace, for the export.
import { asc, eq } from 'drizzle-orm';
import type { BoardFeeds, Feed } from '../../../shared/api/feeds';
import type { Database } from '../../db/connection';
import { boardFeeds } from '../../db/schema-content';
import { getUsage } from '../allowance';
import { findBoard } from '../boards';
import { countFeedItems, toFeedDto } from './feed-dto';

export async function listBoardFeeds(options: {
  db: Database;
  workspaceId: string;
  boardId: string;
  now: Date;
}): Promise<BoardFeeds> {
  const { db, workspaceId } = options;
  const board = await findBoard({ db, workspaceId, boardId: options.boardId });
  const rows = await db
    .select()
    .from(boardFeeds)
    .where(eq(boardFeeds.boardId, board.id))
    .orderBy(asc(boardFeeds.createdAt), asc(boardFeeds.id));
  const counts = await countFeedItems(
    db,
    rows.map((row) => row.id),
  );
  const usage = await getUsage({ db, workspaceId, now: options.now });
  return {
    feeds: rows.map((row) => toFeedDto(row, counts.get(row.id) ?? { pending: 0, made: 0, failed: 0 })),
    feed_pins_per_day: board.feedPinsPerDay,
    allowance_used_up: usage.day.remaining === 0 || usage.month.remaining === 0,
  };
}

/** Every feed the workspace follows, on any board (GET /api/feeds, GET /api/user/export). */
export async function listWorkspaceFeeds(options: { db: Database; workspaceId: string }): Promise<Feed[]> {
  const rows = await options.db
    .select()
    .from(boardFeeds)
    .where(eq(boardFeeds.workspaceId, options.workspaceId))
    .orderBy(asc(boardFeeds.createdAt), asc(boardFeeds.id));
  const counts = await countFeedItems(
    options.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toFeedDto(row, counts.get(row.id) ?? { pending: 0, made: 0, failed: 0 }));
}
