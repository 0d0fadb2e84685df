// Reads a followed feed again: new articles wait to become pins, the validators are kept for the
// next conditional GET, and a failure is written on the feed (shown on the board) with a backoff.
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { boardFeeds } from '../../db/schema-content';
import type { Outbound } from '../../integrations/outbound/outbound';
import type { FeedRow } from './feed-dto';
import { nextCheckAfter } from './feed-schedule';
import { feedProblemMessage, readFeed } from './read-feed';
import { recordEntries } from './record-entries';

export type FeedCheck = { feed: FeedRow; newItems: number; error: string | null };

/** Never throws for the feed's own faults; a bug of ours is thrown on. */
export async function checkFeed(options: {
  db: Database;
  outbound: Pick<Outbound, 'fetchFeed'>;
  feed: FeedRow;
  now: Date;
}): Promise<FeedCheck> {
  const { db, feed, now } = options;
  let read: Awaited<ReturnType<typeof readFeed>>;
  try {
    read = await readFeed(options.outbound, feed.url, { etag: feed.etag, lastModified: feed.lastModified });
  } catch (error) {
    const message = feedProblemMessage(error);
    const failures = feed.consecutiveFailures + 1;
    const [updated] = await db
      .update(boardFeeds)
      .set({
        lastError: message,
        lastCheckedAt: now,
        consecutiveFailures: sql`${boardFeeds.consecutiveFailures} + 1`,
        nextCheckAt: nextCheckAfter(now, failures),
      })
      .where(eq(boardFeeds.id, feed.id))
      .returning();
    return { feed: updated ?? feed, newItems: 0, error: message };
  }
  const worked = {
    lastError: null,
    lastCheckedAt: now,
    lastSuccessAt: now,
    consecutiveFailures: 0,
    nextCheckAt: nextCheckAfter(now, 0),
  };
  return db.transaction(async (tx) => {
    // Locked, so a feed removed meanwhile gets no items (and "check now" and the job queue up).
    const [current] = await tx.select().from(boardFeeds).where(eq(boardFeeds.id, feed.id)).for('update');
    if (!current) return { feed, newItems: 0, error: null };
    const update = read.changed
      ? { ...worked, kind: read.kind, etag: read.etag, lastModified: read.lastModified }
      : worked;
    const newItems = read.changed
      ? await recordEntries(tx, { feedId: feed.id, entries: read.entries, now })
      : 0;
    const [updated] = await tx.update(boardFeeds).set(update).where(eq(boardFeeds.id, feed.id)).returning();
    return { feed: updated ?? current, newItems, error: null };
  });
}
