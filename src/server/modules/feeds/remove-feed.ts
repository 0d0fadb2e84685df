// Stops following a feed; its remembered articles go with it. Pins already made stay.
import { eq } from 'drizzle-orm';
import { boardFeeds } from '../../db/schema-content';
import { findFeed, type WorkspaceFeed } from './find-feed';

export async function removeFeed(options: WorkspaceFeed): Promise<void> {
  const feed = await findFeed(options);
  await options.db.delete(boardFeeds).where(eq(boardFeeds.id, feed.id));
}
