// The product's core tables: users, workspaces, Pinterest connections, brand kits, boards, pins and
// their generations; sign-in's rows are in schema-auth.ts, staff's (AI calls, settings, audit) in
// schema-operations.ts, the outside services' rows in schema-services.ts. `npm run db:generate` turns changes here into a committed SQL migration.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_STATUSES } from '../../shared/api/auth';
import type { BrandKitFooter } from '../../shared/api/brand-kits';
import { DEFAULT_FEED_PINS_PER_DAY } from '../../shared/api/feeds';
import { PIN_STATUSES } from '../../shared/api/pins';
import {
  DEFAULT_IMAGE_STYLE,
  DEFAULT_LINK_SPACING_HOURS,
  DEFAULT_POSTING_WINDOW_END,
  DEFAULT_POSTING_WINDOW_START,
} from '../../shared/api/schedule';
import type { PromptVersionsUsed } from '../../shared/api/settings';
import { BILLING_CYCLES, PLAN_NAMES } from '../../shared/plans';
import { oneOf } from './sql-list';

const USER_ROLES = ['user', 'admin'] as const;

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed (trimmed); uniqueness and lookups use lower(email). */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    /**
     * The person's own IANA zone (their profile): a workspace they make starts with it, and their
     * export is dated in it. A workspace's schedule runs in the workspace's zone (ADR 0036).
     */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The workspace the person used last: the app opens there when a request names none (ADR 0032). */
    lastWorkspaceId: uuid('last_workspace_id').references((): AnyPgColumn => workspaces.id, {
      onDelete: 'set null',
    }),
    /** Set by staff (admin console): sign-in is refused and scheduled pins are held until cleared. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    /** The last successful sign-in to the app, shown to staff. */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Billing (ADR 0020): the person's one Stripe customer, created at their first checkout. It pays
     * for every workspace they subscribe (each workspace holds its own subscription, ADR 0034).
     */
    stripeCustomerId: text('stripe_customer_id'),
    /**
     * The user deleted the account: it cannot sign in, its email is free for a new account, and
     * housekeeping removes every row and image of it DELETED_ACCOUNT_RETENTION_DAYS later.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // A deleted account keeps its address until it is purged, but no longer holds it.
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_stripe_customer_id_key')
      .on(t.stripeCustomerId)
      .where(sql`${t.stripeCustomerId} is not null`),
    // The admin console lists accounts newest first.
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ${oneOf(USER_ROLES)}`),
  ],
);

/**
 * A workspace (ADR 0032): it owns boards, pins and everything made for them; people belong to it
 * with a role (schema-workspaces.ts). Here beside users, which it and they reference both ways.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /**
     * The owner who pays (ADR 0032, 0034): their Stripe customer pays the workspace's subscription,
     * and their suspension holds it too. Handed to another owner when they leave.
     */
    ownerId: uuid('owner_id')
      .notNull()
      .references((): AnyPgColumn => users.id),
    /** The workspace's plan (ADR 0034): each workspace holds its own, and its limits follow it. */
    subscriptionPlan: text('subscription_plan', { enum: PLAN_NAMES }).notNull().default('free'),
    billingCycle: text('billing_cycle', { enum: BILLING_CYCLES }).notNull().default('monthly'),
    subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES })
      .notNull()
      .default('active'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** The subscription whose state the plan follows (only the webhook sets it). */
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** End of the paid period: the renewal date, or when a canceled subscription ends. */
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the subscription became past_due; the grace period counts from here. */
    pastDueSince: timestamp('past_due_since', { withTimezone: true }),
    /**
     * Staff suspended the workspace (ADR 0032): its members are refused what acts in it (403
     * workspace_suspended) and its scheduled pins are held, until staff lift it. Its members' own
     * accounts, and their other workspaces, go on.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspendedReason: text('suspended_reason'),
    // Posting settings (ADR 0036): each workspace schedules in its own zone and window.
    /** IANA zone that decides the workspace's "today", its posting window and its daily counts. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** HH:MM in time_zone: suggested pin times fall inside this daily window. */
    postingWindowStart: text('posting_window_start').notNull().default(DEFAULT_POSTING_WINDOW_START),
    postingWindowEnd: text('posting_window_end').notNull().default(DEFAULT_POSTING_WINDOW_END),
    /** Two pins with the same link on one board are at least this many hours apart; 0 turns it off. */
    linkSpacingHours: integer('link_spacing_hours').notNull().default(DEFAULT_LINK_SPACING_HOURS),
    /** JSON text {style, brandColors}: the style_config a new board starts with. */
    imageStyleDefault: text('image_style_default').notNull().default(DEFAULT_IMAGE_STYLE),
    ...timestamps,
  },
  (t) => [
    // The webhook finds a subscription's workspace; one subscription pays for one workspace.
    uniqueIndex('workspaces_stripe_subscription_id_key')
      .on(t.stripeSubscriptionId)
      .where(sql`${t.stripeSubscriptionId} is not null`),
    // A person's workspaces, oldest first: their personal one is the first (ADR 0034).
    index('workspaces_owner_id_idx').on(t.ownerId, t.createdAt),
    check('workspaces_subscription_plan_check', sql`${t.subscriptionPlan} in ${oneOf(PLAN_NAMES)}`),
    check('workspaces_billing_cycle_check', sql`${t.billingCycle} in ${oneOf(BILLING_CYCLES)}`),
    check(
      'workspaces_subscription_status_check',
      sql`${t.subscriptionStatus} in ${oneOf(SUBSCRIPTION_STATUSES)}`,
    ),
  ],
);

/** The user a row belongs to; the row goes with the user's. */
export const userColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The workspace a row belongs to (ADR 0032); the row goes with the workspace. */
export const workspaceColumn = () =>
  uuid('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' });

/** The board a row belongs to; the row goes with the board. */
export const boardColumn = () =>
  uuid('board_id')
    .notNull()
    .references(() => boards.id, { onDelete: 'cascade' });

export const PINTEREST_CONNECTION_STATUSES = ['connected', 'needs_reconnect'] as const;
export type PinterestConnectionStatus = (typeof PINTEREST_CONNECTION_STATUSES)[number];

/**
 * One Pinterest account a workspace connected (ADR 0032: several per workspace, within the plan's
 * `pinterestAccounts`; a board publishes with its own). Tokens are sealed with the
 * 'pinterest-tokens' secret box under APP_SECRET and never leave the server. needs_reconnect:
 * Pinterest refused the refresh token, so nothing can be done until the user connects again.
 */
export const pinterestConnections = pgTable(
  'pinterest_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    pinterestUserId: text('pinterest_user_id'),
    username: text('username').notNull(),
    /** JSON text {first_name, last_name, profile_image} as the status route shows it. */
    profile: text('profile').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope').notNull().default(''),
    status: text('status', { enum: PINTEREST_CONNECTION_STATUSES }).notNull().default('connected'),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the account was first connected here: the oldest is the workspace's default account. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('pinterest_connections_workspace_id_idx').on(t.workspaceId, t.createdAt),
    // One row per Pinterest account per workspace: connecting it again replaces its tokens.
    uniqueIndex('pinterest_connections_workspace_id_username_key').on(t.workspaceId, t.username),
    check('pinterest_connections_status_check', sql`${t.status} in ${oneOf(PINTEREST_CONNECTION_STATUSES)}`),
  ],
);

/**
 * A workspace's brand (ADR 0039): colors, fonts, logo and footer its boards' pins are drawn with.
 * Here beside boards, which name one, since schema files must not import each other in a loop.
 * Written only by the brand-kits module.
 */
export const brandKits = pgTable(
  'brand_kits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    name: text('name').notNull(),
    colors: jsonb('colors').$type<string[]>().notNull(),
    headingFont: text('heading_font'),
    headingWeight: integer('heading_weight'),
    bodyFont: text('body_font'),
    bodyWeight: integer('body_weight'),
    /** The media key of its logo as stored (a sanitised SVG is kept rasterised as PNG). */
    logoKey: text('logo_key'),
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    footer: jsonb('footer').$type<BrandKitFooter>().notNull(),
    ...timestamps,
  },
  (t) => [index('brand_kits_workspace_id_idx').on(t.workspaceId, t.createdAt)],
);
export type BrandKitRow = typeof brandKits.$inferSelect;

/**
 * A workspace's own font files (Enterprise, ADR 0044): TTF, OTF or WOFF as uploaded, the bytes
 * here (media storage serves what it keeps to anyone with the address, and only images). A kit
 * names one by its id where it names a bundled family. Written only by the brand-kits module.
 */
/** Binary data: a Buffer in, a Buffer out (PGlite and node-postgres both give bytea as bytes). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const brandFonts = pgTable(
  'brand_fonts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    name: text('name').notNull(),
    /** ttf, otf or woff. */
    format: text('format').notNull(),
    /** The file as uploaded, at most 2 MB. */
    data: bytea('data').notNull(),
    byteSize: integer('byte_size').notNull(),
    ...timestamps,
  },
  (t) => [index('brand_fonts_workspace_id_idx').on(t.workspaceId, t.createdAt)],
);
export type BrandFontRow = typeof brandFonts.$inferSelect;

/**
 * A user's board. style_config is kept as the JSON text the user saved; readers parse it
 * with parseStyleConfig, which falls back to the defaults when it does not parse.
 */
export const boards = pgTable(
  'boards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    styleConfig: text('style_config').notNull(),
    /**
     * How many pins one Generate of the board makes, one after another (generate-board-batch.ts);
     * not a daily limit: the plan's generations and the schedule's 5 pins a day are other rules.
     */
    batchSize: integer('pins_per_day').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    pinterestBoardId: text('pinterest_board_id'),
    /**
     * The Pinterest account the board publishes with; null: the workspace's default account (its
     * oldest), which is also what a board of an account since disconnected falls back to.
     */
    connectionId: uuid('connection_id').references((): AnyPgColumn => pinterestConnections.id, {
      onDelete: 'set null',
    }),
    /** Where the board's new pins link to (normalised, shared/api/destination-link.ts); null for none. */
    defaultLink: text('default_link'),
    /** At most this many of the board's feed articles become pins a day (modules/feeds). */
    feedPinsPerDay: integer('feed_pins_per_day').notNull().default(DEFAULT_FEED_PINS_PER_DAY),
    /** The brand kit its pins are drawn with (ADR 0039); null: the workspace's first kit, if any. */
    brandKitId: uuid('brand_kit_id').references((): AnyPgColumn => brandKits.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('boards_workspace_id_sort_order_idx').on(t.workspaceId, t.sortOrder),
    index('boards_brand_kit_id_idx').on(t.brandKitId),
    index('boards_connection_id_idx').on(t.connectionId),
    // Board sync links one local board per Pinterest board; this makes a duplicate impossible.
    uniqueIndex('boards_workspace_id_pinterest_board_id_key')
      .on(t.workspaceId, t.pinterestBoardId)
      .where(sql`${t.pinterestBoardId} is not null`),
  ],
);

/** Pins still to go out: neither waiting in review nor posted. */
const WAITING_PIN_STATUSES = ['scheduled', 'publishing', 'failed'] as const;
/**
 * `(…)` of WAITING_PIN_STATUSES as literals, for `status in …`: a query must spell the list as the
 * partial index does (not as parameters) for PostgreSQL to use the index.
 */
export const WAITING_PIN_STATUS_LIST = oneOf(WAITING_PIN_STATUSES);

/** A pin: written and designed by Pinloom, reviewed, scheduled and published. */
export const pins = pgTable(
  'pins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    boardId: boardColumn(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    altText: text('alt_text').notNull().default(''),
    /** The destination link sent to Pinterest with the pin (normalised); null for none. */
    link: text('link'),
    /** The page the pin was made from (a pasted link or a feed's article); null for a board's own pins. */
    sourceUrl: text('source_url'),
    /** sha256 (hex) of the pin's image: a board never gets the same image scheduled twice (spacing). */
    imageHash: text('image_hash'),
    /** Storage key of the 1000×1500 PNG (integrations/storage); null only while it is being made. */
    imageKey: text('image_key'),
    /**
     * The artwork under the title (1000×1500 JPEG), kept so an edited title or board redraws the
     * image; null for pins made before it was kept.
     */
    artworkKey: text('artwork_key'),
    /**
     * The built-in template (shared/builtin-templates.ts) the image is drawn with; null for pins
     * made before templates, drawn in their board style's own.
     */
    templateId: text('template_id'),
    /**
     * Which of the workspace's own prompt versions (custom_prompts, ADR 0037) wrote the title and
     * description and painted the image; a null part, or a null column (pins made before), is
     * Pinloom's default prompt. Versions are never deleted while the workspace stands.
     */
    promptVersions: jsonb('prompt_versions').$type<PromptVersionsUsed>(),
    status: text('status', { enum: PIN_STATUSES }).notNull().default('generated'),
    scheduledTime: timestamp('scheduled_time', { withTimezone: true }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    pinterestPinId: text('pinterest_pin_id'),
    failureReason: text('failure_reason'),
    /** Claims by the publisher; a pin keeps being retried by the queue, this says how often. */
    publishAttempts: integer('publish_attempts').notNull().default(0),
    /** Set by the claim: the sweep finds pins stuck in publishing, the board search starts here. */
    publishingStartedAt: timestamp('publishing_started_at', { withTimezone: true }),
    /**
     * While 'publishing': the claim holds the pin until then, and the worker's heartbeat keeps
     * moving it on; once it has passed, the worker is taken for dead and the sweep recovers the pin.
     */
    publishingLeaseUntil: timestamp('publishing_lease_until', { withTimezone: true }),
    /** After a 429/5xx/timeout: not queued again before this (Pinterest's Retry-After, or backoff). */
    publishNotBefore: timestamp('publish_not_before', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('pins_workspace_id_status_idx').on(t.workspaceId, t.status),
    index('pins_board_id_created_at_idx').on(t.boardId, t.createdAt),
    // Spacing: the board's other pins with the same link or the same image.
    index('pins_board_id_link_idx').on(t.boardId, t.link),
    index('pins_board_id_image_hash_idx').on(t.boardId, t.imageHash),
    index('pins_workspace_id_scheduled_time_idx').on(t.workspaceId, t.scheduledTime),
    // The timeline's Earlier group: a user's pins still to go out before its first day, found
    // without walking their posted history (thousands of rows for an old account).
    index('pins_workspace_id_waiting_idx')
      .on(t.workspaceId, t.scheduledTime)
      .where(sql`${t.status} in ${WAITING_PIN_STATUS_LIST}`),
    // The publisher's scans: due scheduled pins, and pins stuck in publishing.
    index('pins_status_scheduled_time_idx').on(t.status, t.scheduledTime),
    // A Pinterest pin is one Pinloom pin's: reconciliation can never store an id another pin holds.
    uniqueIndex('pins_pinterest_pin_id_key').on(t.pinterestPinId),
    // A pin's figure days name its board through this (ADR 0052): they follow the pin's board.
    uniqueIndex('pins_id_board_id_key').on(t.id, t.boardId),
    check('pins_status_check', sql`${t.status} in ${oneOf(PIN_STATUSES)}`),
  ],
);

/**
 * One row per successful generation: the plan's monthly and daily allowance counts these, so
 * deleting a pin does not give its allowance back.
 */
export const pinGenerations = pgTable(
  'pin_generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    pinId: uuid('pin_id').references(() => pins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pin_generations_workspace_id_created_at_idx').on(t.workspaceId, t.createdAt),
    // The admin console's "pins generated today" across every user.
    index('pin_generations_created_at_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type BoardRow = typeof boards.$inferSelect;
export type PinRow = typeof pins.$inferSelect;

export type PinterestConnectionRow = typeof pinterestConnections.$inferSelect;
