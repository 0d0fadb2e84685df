// Tables of account self-service: the mail outbox, password reset links and support
// tickets; and the trial claims that outlive accounts. Kept apart from schema.ts, which
// holds the product's core; drizzle.config.ts and db/connection.ts read both.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { TICKET_AUTHORS, TICKET_CATEGORIES, TICKET_STATUSES } from '../../shared/api/support';
import { userColumn, users } from './schema-core';
import { oneOf } from './sql-list';

/** queued: waiting for the sender; sent: handed to SMTP; logged: no SMTP, printed to the log; failed: retries used up. */
export const MAIL_STATUSES = ['queued', 'sent', 'logged', 'failed'] as const;

/**
 * Every email the product sends, written in the transaction of what caused it and sent by the
 * 'send-mail' job (modules/mail). `kind` and `data` are rendered at send time.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account it concerns; removed with it. Null for a visitor (contact form). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * When a sender may take the row: at once when queued, a backoff after a failed attempt, and
     * a lease while one is sending it (so no other sends it too; a sender that died is retried).
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    index('mail_outbox_user_id_idx').on(t.userId),
    check('mail_outbox_status_check', sql`${t.status} in ${oneOf(MAIL_STATUSES)}`),
  ],
);

/** A forgotten-password link: single use, valid RESET_LINK_MINUTES, only its sha256 stored. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userColumn(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to people as T-<number>. */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    /** The account that opened it; null for a visitor's message from /contact. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The customer's name and address as given (a visitor's), or the account's at the time. */
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    category: text('category', { enum: TICKET_CATEGORIES }).notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message or status change: lists are ordered by it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_user_id_idx').on(t.userId, t.updatedAt),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
    check('support_tickets_category_check', sql`${t.category} in ${oneOf(TICKET_CATEGORIES)}`),
    check('support_tickets_status_check', sql`${t.status} in ${oneOf(TICKET_STATUSES)}`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: TICKET_AUTHORS }).notNull(),
    /** The staff member who answered; kept as a name if their account goes. */
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_ticket_id_idx').on(t.ticketId, t.createdAt),
    check('support_messages_author_check', sql`${t.author} in ${oneOf(TICKET_AUTHORS)}`),
  ],
);

/**
 * One free trial per person (modules/trials, ADR 0027): a row for each mailbox that has had a
 * trial, keyed by the HMAC (under APP_SECRET) of its normalised address. No user id and no address,
 * so it outlives the account's purge without naming anyone; only an address typed again matches.
 */
export const trialClaims = pgTable('trial_claims', {
  emailHash: text('email_hash').primaryKey(),
  /** When the trial began: "Your free trial was used on …". */
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
});

export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
