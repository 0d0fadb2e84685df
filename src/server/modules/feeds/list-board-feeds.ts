// The feeds one of the user's boards follows, its feed_pins_per_day, and whether the plan's
// allowance is used up (new articles then wait); also every feed of a user, for the export.
import { asc, eq } from 'drizzle-orm';
import type { BoardFeeds, Feed } from '../../../shared/api/feeds';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { boardFeeds } from '../../db/schema-content';
import { getUsage } from '../allowance';
import { findBoard } from '../boards';
import { countFeedItems, toFeedDto } from './feed-dto';

export async function listBoardFeeds(options: {
  db: Database;
  user: UserRow;
  boardId: string;
  now: Date;
}): Promise<BoardFeeds> {
  const { db, user } = options;
  const board = await findBoard({ db, userId: user.id, boardId: options.boardId });
  const rows = await db
    .select()
    .from(boardFeeds)
    .where(eq(boardFeeds.boardId, board.id))
    .orderBy(asc(boardFeeds.createdAt), asc(boardFeeds.id));
  const counts = await countFeedItems(
    db,
    rows.map((row) => row.id),
  );
  const usage = await getUsage({ db, user, now: options.now });
  return {
    feeds: rows.map((row) => toFeedDto(row, counts.get(row.id) ?? { pending: 0, made: 0, failed: 0 })),
    feed_pins_per_day: board.feedPinsPerDay,
    allowance_used_up: usage.day.remaining === 0 || usage.month.remaining === 0,
  };
}

/** Every feed the user follows, on any board (GET /api/user/export). */
export async function listUserFeeds(options: { db: Database; userId: string }): Promise<Feed[]> {
  const rows = await options.db
    .select()
    .from(boardFeeds)
    .where(eq(boardFeeds.userId, options.userId))
    .orderBy(asc(boardFeeds.createdAt), asc(boardFeeds.id));
  const counts = await countFeedItems(
    options.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toFeedDto(row, counts.get(row.id) ?? { pending: 0, made: 0, failed: 0 }));
}
