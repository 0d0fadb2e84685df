// Tables of pins made from other people's content: the feeds and sitemaps a board
// follows and the articles seen in them. Kept apart from schema-core.ts, which holds the product's
// core; drizzle.config.ts and db/connection.ts read every schema file.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { boardColumn, workspaceColumn } from './schema-core';
import { oneOf } from './sql-list';

/** What a followed address turned out to be, once read. */
export const FEED_KINDS = ['rss', 'atom', 'sitemap'] as const;

/** A feed (RSS/Atom) or XML sitemap a board follows; checked by the 'check-feeds' job. */
export const boardFeeds = pgTable(
  'board_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    boardId: boardColumn(),
    /** Normalised like a destination link (shared/api/destination-link.ts). */
    url: text('url').notNull(),
    /** Null until the first successful read. */
    kind: text('kind', { enum: FEED_KINDS }),
    /** Validators for the conditional GET (If-None-Match / If-Modified-Since). */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /** The job takes the feed again from then on. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Why the last check failed, readable after "The feed " ("answered with HTTP 404"); null when it worked. */
    lastError: text('last_error'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('board_feeds_board_id_url_key').on(t.boardId, t.url),
    index('board_feeds_next_check_at_idx').on(t.nextCheckAt),
    check('board_feeds_kind_check', sql`${t.kind} is null or ${t.kind} in ${oneOf(FEED_KINDS)}`),
  ],
);

/**
 * pending: waiting for a day with room (the board's feed_pins_per_day, the plan's allowance);
 * made: its pins are in Review; skipped: there before the feed was followed, or given up;
 * failed: the article could not be made into a pin (error says why).
 */
export const FEED_ITEM_STATUSES = ['pending', 'made', 'skipped', 'failed'] as const;

/** An article a feed listed: remembered so it is made into pins once. */
export const boardFeedItems = pgTable(
  'board_feed_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => boardFeeds.id, { onDelete: 'cascade' }),
    /** The article's link, normalised: the same article is seen once per feed. */
    url: text('url').notNull(),
    title: text('title'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    status: text('status', { enum: FEED_ITEM_STATUSES }).notNull().default('pending'),
    error: text('error'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When its pins were made (the per-day cap counts these). */
    madeAt: timestamp('made_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('board_feed_items_feed_id_url_key').on(t.feedId, t.url),
    index('board_feed_items_feed_id_status_idx').on(t.feedId, t.status),
    check('board_feed_items_status_check', sql`${t.status} in ${oneOf(FEED_ITEM_STATUSES)}`),
  ],
);
