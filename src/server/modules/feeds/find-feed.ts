// One feed of one of the workspace's boards; another workspace's, or one of another board, is 404.
import { and, eq } from 'drizzle-orm';
import { FEED_NOT_FOUND_MESSAGE } from '../../../shared/api/feeds';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { boardFeeds } from '../../db/schema-content';
import { isUuid } from '../../db/uuid';
import { findBoard } from '../boards';
import type { FeedRow } from './feed-dto';

/** Which feed of which of the workspace's boards: what every use-case on one feed is given. */
export interface WorkspaceFeed {
  db: Database;
  workspaceId: string;
  boardId: string;
  feedId: string;
}

export async function findFeed(options: WorkspaceFeed): Promise<FeedRow> {
  const board = await findBoard(options);
  if (!isUuid(options.feedId)) throw new AppError('not_found', FEED_NOT_FOUND_MESSAGE);
  const [feed] = await options.db
    .select()
    .from(boardFeeds)
    .where(and(eq(boardFeeds.id, options.feedId), eq(boardFeeds.boardId, board.id)));
  if (!feed) throw new AppError('not_found', FEED_NOT_FOUND_MESSAGE);
  return feed;
}
