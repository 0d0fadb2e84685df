// Follows a feed or sitemap on a board: read once at once, so an address that is not one is
// refused (400, nothing saved) and the articles already there are remembered without becoming pins.
import { and, count, eq } from 'drizzle-orm';
import {
  type Feed,
  feedDuplicateMessage,
  feedLimitMessage,
  MAX_FEEDS_PER_BOARD,
} from '../../../shared/api/feeds';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { boardFeeds } from '../../db/schema-content';
import type { Outbound } from '../../integrations/outbound/outbound';
import { findBoard } from '../boards';
import { feedDtoOf } from './feed-dto';
import { nextCheckAfter } from './feed-schedule';
import { feedProblemMessage, readFeed } from './read-feed';
import { recordEntries } from './record-entries';

export async function addFeed(options: {
  db: Database;
  outbound: Pick<Outbound, 'fetchFeed'>;
  workspaceId: string;
  boardId: string;
  /** Normalised (shared/api/feeds.ts addFeedBody). */
  url: string;
  now: Date;
}): Promise<Feed> {
  const { db, workspaceId, url } = options;
  const board = await findBoard({ db, workspaceId, boardId: options.boardId });
  const [followed] = await db.select({ n: count() }).from(boardFeeds).where(eq(boardFeeds.boardId, board.id));
  if ((followed?.n ?? 0) >= MAX_FEEDS_PER_BOARD) throw new AppError('validation_error', feedLimitMessage());
  const duplicate = () => new AppError('conflict', feedDuplicateMessage(url));
  const [same] = await db
    .select({ id: boardFeeds.id })
    .from(boardFeeds)
    .where(and(eq(boardFeeds.boardId, board.id), eq(boardFeeds.url, url)));
  if (same) throw duplicate();

  const read = await readFeed(options.outbound, url).catch((error: unknown) => {
    throw new AppError('validation_error', `The feed ${feedProblemMessage(error)}`);
  });
  if (!read.changed) throw new AppError('validation_error', 'The feed answered 304 to a first read');
  const now = options.now;
  return db.transaction(async (tx) => {
    const [feed] = await tx
      .insert(boardFeeds)
      .values({
        workspaceId,
        boardId: board.id,
        url,
        kind: read.kind,
        etag: read.etag,
        lastModified: read.lastModified,
        nextCheckAt: nextCheckAfter(now, 0),
        lastCheckedAt: now,
        lastSuccessAt: now,
      })
      // Added twice at once: the second one is the duplicate.
      .onConflictDoNothing({ target: [boardFeeds.boardId, boardFeeds.url] })
      .returning();
    if (!feed) throw duplicate();
    await recordEntries(tx, {
      feedId: feed.id,
      entries: read.entries,
      now,
      firstRead: { pending: board.feedPinsPerDay },
    });
    return feedDtoOf(tx, feed);
  });
}
