// Remembers the articles a read of a feed found, each once per feed. On the first read only the
// newest few wait to become pins; the rest were there before the board followed the feed.
import type { Database } from '../../db/connection';
import { boardFeedItems } from '../../db/schema-content';
import type { FeedEntry } from './parse-feed';

/** Answers how many articles were new (now pending). `entries` come newest first. */
export async function recordEntries(
  db: Database,
  options: { feedId: string; entries: FeedEntry[]; now: Date; firstRead?: { pending: number } },
): Promise<number> {
  const { feedId, entries, now, firstRead } = options;
  if (entries.length === 0) return 0;
  const inserted = await db
    .insert(boardFeedItems)
    .values(
      entries.map((entry, index) => ({
        feedId,
        url: entry.url,
        title: entry.title,
        publishedAt: entry.publishedAt,
        status: firstRead && index >= firstRead.pending ? ('skipped' as const) : ('pending' as const),
        firstSeenAt: now,
      })),
    )
    .onConflictDoNothing({ target: [boardFeedItems.feedId, boardFeedItems.url] })
    .returning({ status: boardFeedItems.status });
  return inserted.filter((row) => row.status === 'pending').length;
}
