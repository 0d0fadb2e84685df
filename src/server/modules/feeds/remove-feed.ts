// Stops following a feed; its remembered articles go with it. Pins already made stay.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { boardFeeds } from '../../db/schema-content';
import { findFeed } from './find-feed';

export async function removeFeed(options: {
  db: Database;
  userId: string;
  boardId: string;
  feedId: string;
}): Promise<void> {
  const feed = await findFeed(options);
  await options.db.delete(boardFeeds).where(eq(boardFeeds.id, feed.id));
}
