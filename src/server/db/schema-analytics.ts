// Pinterest's analytics as Pinloom keeps them (issue 29, ADR 0041): figures per published pin per
// day and per connected account per day, and how each account's collection is doing. Written only
// by the analytics module's collection job; re-reading a day replaces its figures (never adds).
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { boards, pins, pinterestConnections, workspaceColumn } from './schema-core';
import { oneOf } from './sql-list';

/** Pinterest's figures of one day: the four metrics Pinloom reads. */
const figures = {
  impression: integer('impression').notNull().default(0),
  save: integer('save').notNull().default(0),
  pinClick: integer('pin_click').notNull().default(0),
  outboundClick: integer('outbound_click').notNull().default(0),
  /** When this day was last read from Pinterest (the app's clock). */
  collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
};

/** One published pin's figures on one day (Pinterest's day, YYYY-MM-DD). */
export const pinAnalyticsDaily = pgTable(
  'pin_analytics_daily',
  {
    pinId: uuid('pin_id').notNull(),
    workspaceId: workspaceColumn(),
    /**
     * The pin's board (ADR 0052), written with the day: the board's day totals can still be found
     * when the pin is deleted before its days. The foreign key is the pin's (id, board), so it is
     * always the pin's board, and a pin moved to another board takes its days with it.
     */
    boardId: uuid('board_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    ...figures,
    /**
     * The pin's sums over its stored days up to and including this one, and how many days that is
     * (ADR 0047): a range's sums are two lookups by primary key. Kept by a trigger of the migration
     * 0039, never written by the app.
     */
    runningImpression: bigint('running_impression', { mode: 'number' }).notNull().default(0),
    runningSave: bigint('running_save', { mode: 'number' }).notNull().default(0),
    runningPinClick: bigint('running_pin_click', { mode: 'number' }).notNull().default(0),
    runningOutboundClick: bigint('running_outbound_click', { mode: 'number' }).notNull().default(0),
    runningDays: integer('running_days').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.pinId, t.date] }),
    foreignKey({
      name: 'pin_analytics_daily_pin_id_board_id_pins_fk',
      columns: [t.pinId, t.boardId],
      foreignColumns: [pins.id, pins.boardId],
    })
      .onDelete('cascade')
      .onUpdate('cascade'),
    // Every read route sums a workspace's days in a range.
    index('pin_analytics_daily_workspace_id_date_idx').on(t.workspaceId, t.date),
  ],
);

/**
 * A workspace's pins' figures summed per day, and how many pins have figures that day (ADR 0047):
 * the daily chart and the totals read 90 rows instead of 10,000 pins × 90 days. Kept by triggers
 * on pin_analytics_daily in the writing statement's transaction (deltas: a re-read never double
 * counts, a deleted pin's days leave), never written by the app.
 */
export const analyticsWorkspaceDays = pgTable(
  'analytics_workspace_days',
  {
    workspaceId: workspaceColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    impression: bigint('impression', { mode: 'number' }).notNull().default(0),
    save: bigint('save', { mode: 'number' }).notNull().default(0),
    pinClick: bigint('pin_click', { mode: 'number' }).notNull().default(0),
    outboundClick: bigint('outbound_click', { mode: 'number' }).notNull().default(0),
    pins: integer('pins').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.date] })],
);

/**
 * A board's pins' figures summed per day, and how many pins have figures that day (ADR 0052): the
 * daily chart of one board (or of one account's boards) reads ≤ 90 rows a board instead of its
 * pins' days. A row exists while a pin of the board has figures that day. Kept by triggers on
 * pin_analytics_daily in the writing statement's transaction (deltas, by the days' own board: a
 * re-read never double counts, a deleted pin's days leave), never written by the app; it goes with
 * its board.
 */
export const analyticsBoardDays = pgTable(
  'analytics_board_days',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    impression: bigint('impression', { mode: 'number' }).notNull().default(0),
    save: bigint('save', { mode: 'number' }).notNull().default(0),
    pinClick: bigint('pin_click', { mode: 'number' }).notNull().default(0),
    outboundClick: bigint('outbound_click', { mode: 'number' }).notNull().default(0),
    pins: integer('pins').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.date] })],
);

/**
 * Each measured pin's sums over all its stored days, its first and last stored day and how many
 * days that is (ADR 0051): a range that covers the pin's last stored day reads this row instead of
 * looking the pin's days up, and a range that starts on or before its first day needs nothing more.
 * Kept by triggers on pin_analytics_daily in the writing statement's transaction (recomputed from
 * the pin's days, so a re-read adds nothing), never written by the app.
 */
export const analyticsPinTotals = pgTable(
  'analytics_pin_totals',
  {
    pinId: uuid('pin_id')
      .primaryKey()
      .references(() => pins.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    impression: bigint('impression', { mode: 'number' }).notNull().default(0),
    save: bigint('save', { mode: 'number' }).notNull().default(0),
    pinClick: bigint('pin_click', { mode: 'number' }).notNull().default(0),
    outboundClick: bigint('outbound_click', { mode: 'number' }).notNull().default(0),
    days: integer('days').notNull().default(0),
  },
  (t) => [index('analytics_pin_totals_workspace_id_idx').on(t.workspaceId)],
);

/** One connected account's figures on one day (GET /user_account/analytics). */
export const accountAnalyticsDaily = pgTable(
  'account_analytics_daily',
  {
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => pinterestConnections.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    ...figures,
  },
  (t) => [
    primaryKey({ columns: [t.connectionId, t.date] }),
    index('account_analytics_daily_workspace_id_date_idx').on(t.workspaceId, t.date),
  ],
);

export const ANALYTICS_COLLECTION_STATUSES = ['ok', 'paused', 'failed'] as const;
export type AnalyticsCollectionStatus = (typeof ANALYTICS_COLLECTION_STATUSES)[number];

/**
 * Each connected account's collection: when it last completed, whether it runs (paused: the
 * connection was revoked and must be connected again), and where an interrupted run goes on.
 */
export const analyticsCollections = pgTable(
  'analytics_collections',
  {
    connectionId: uuid('connection_id')
      .primaryKey()
      .references(() => pinterestConnections.id, { onDelete: 'cascade' }),
    workspaceId: workspaceColumn(),
    status: text('status', { enum: ANALYTICS_COLLECTION_STATUSES }).notNull().default('ok'),
    /** Said to the person (paused, failed, waiting for Pinterest); null when all is well. */
    message: text('message'),
    /** The last run that read every pin it meant to. */
    lastCollectedAt: timestamp('last_collected_at', { withTimezone: true }),
    /** The last run that started, whatever came of it (the admin's health figures). */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** A run cut short (429, the per-run budget) goes on from here: pins already read are skipped. */
    resumeAfter: timestamp('resume_after', { withTimezone: true }),
    /** How many of the run's pins (in its order) are done; 0 when a run starts afresh. */
    cursor: integer('cursor').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_collections_workspace_id_idx').on(t.workspaceId),
    check('analytics_collections_status_check', sql`${t.status} in ${oneOf(ANALYTICS_COLLECTION_STATUSES)}`),
  ],
);
