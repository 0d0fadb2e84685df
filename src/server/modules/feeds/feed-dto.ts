// A followed feed as the API shows it, with how many of its articles wait, became pins or failed.
import { and, count, inArray } from 'drizzle-orm';
import type { Feed } from '../../../shared/api/feeds';
import type { Database } from '../../db/connection';
import { boardFeedItems, type boardFeeds } from '../../db/schema-content';

export type FeedRow = typeof boardFeeds.$inferSelect;
type ItemCounts = Feed['items'];

export function toFeedDto(row: FeedRow, items: ItemCounts): Feed {
  return {
    id: row.id,
    board_id: row.boardId,
    url: row.url,
    kind: row.kind,
    last_checked_at: row.lastCheckedAt?.toISOString() ?? null,
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
    next_check_at: row.nextCheckAt.toISOString(),
    // Stored as the part after "The feed " (schema-content.ts); answered as a sentence.
    last_error: row.lastError ? `The feed ${row.lastError}` : null,
    created_at: row.createdAt.toISOString(),
    items,
  };
}

/** Each feed's items by status; feeds with none answer zeros. */
export async function countFeedItems(db: Database, feedIds: string[]): Promise<Map<string, ItemCounts>> {
  const counts = new Map<string, ItemCounts>(feedIds.map((id) => [id, { pending: 0, made: 0, failed: 0 }]));
  if (feedIds.length === 0) return counts;
  const rows = await db
    .select({ feedId: boardFeedItems.feedId, status: boardFeedItems.status, n: count() })
    .from(boardFeedItems)
    .where(
      and(
        inArray(boardFeedItems.feedId, feedIds),
        inArray(boardFeedItems.status, ['pending', 'made', 'failed']),
      ),
    )
    .groupBy(boardFeedItems.feedId, boardFeedItems.status);
  for (const row of rows) {
    const entry = counts.get(row.feedId);
    if (entry && row.status !== 'skipped') entry[row.status] = row.n;
  }
  return counts;
}

export async function feedDtoOf(db: Database, row: FeedRow): Promise<Feed> {
  const counts = await countFeedItems(db, [row.id]);
  return toFeedDto(row, counts.get(row.id) ?? { pending: 0, made: 0, failed: 0 });
}
