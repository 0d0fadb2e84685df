// Signing in: sessions (only a token's hash is kept), the rate limiter's shared counters and recent
// failed sign-ins. Written by the auth module and the HTTP rate limiter.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { userColumn } from './schema-core';
import { oneOf } from './sql-list';

/** A user session is for the app; an admin session only opens the admin console. */
export const SESSION_KINDS = ['user', 'admin'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userColumn(),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: SESSION_KINDS }).notNull().default('user'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    check('sessions_kind_check', sql`${t.kind} in ${oneOf(SESSION_KINDS)}`),
  ],
);

/**
 * Fixed-window counters shared by every API process (see http/rate-limit.ts). UNLOGGED (migration
 * 0041, ADR 0046): a count commits without a WAL flush, and a crash empties the counters.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Recent failed sign-ins, one row each (modules/auth/login-limits.ts): sliding windows per email
 * and per email and address. Rows older than the window are deleted as new failures come in.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Trimmed and lower-cased, so every spelling of an address counts together. */
    email: text('email').notNull(),
    /** The client address (an IPv6 address by its /64 network). */
    address: text('address').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_email_failed_at_idx').on(t.email, t.failedAt),
    index('login_failures_failed_at_idx').on(t.failedAt),
  ],
);
