// Tables of account self-service: the mail outbox, password reset links, support tickets with
// their phone calls and account managers; and the trial claims that outlive accounts. Kept apart
// from schema.ts, which holds the product's core; drizzle.config.ts and db/connection.ts read both.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PHONE_CALL_STATUSES } from '../../shared/api/phone-calls';
import {
  TICKET_AUTHORS,
  TICKET_CATEGORIES,
  TICKET_CHANNELS,
  TICKET_STATUSES,
} from '../../shared/api/support';
import { PLAN_NAMES } from '../../shared/plans';
import { userColumn, users, workspaceColumn, workspaces } from './schema-core';
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
    /**
     * The plan it was opened under (ADR 0033): the workspace's plan in force then, 'free' for a
     * visitor. Kept as it was: a later upgrade or downgrade does not move a ticket in the queue.
     */
    tier: text('tier', { enum: PLAN_NAMES }).notNull(),
    /** The workspace the signed-in customer was acting in; null for a visitor's. */
    workspaceId: uuid('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
    /** The customer's account manager when it was opened (account_managers); null for none. */
    assignedAdminId: uuid('assigned_admin_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last message or status change: lists are ordered by it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** form: opened from Help or /contact; chat: a live chat's transcript (ADR 0043). */
    channel: text('channel', { enum: TICKET_CHANNELS }).notNull().default('form'),
    /** A visitor's chat: the sha256 of the secret that continues it (ADR 0043); null otherwise. */
    chatTokenHash: text('chat_token_hash').unique(),
    /** When staff last opened the chat (database time, as messages'): newer customer lines are unread. */
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
  },
  (t) => [
    index('support_tickets_user_id_idx').on(t.userId, t.updatedAt),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
    index('support_tickets_workspace_id_idx').on(t.workspaceId),
    index('support_tickets_assigned_admin_id_idx').on(t.assignedAdminId, t.status),
    check('support_tickets_category_check', sql`${t.category} in ${oneOf(TICKET_CATEGORIES)}`),
    check('support_tickets_status_check', sql`${t.status} in ${oneOf(TICKET_STATUSES)}`),
    check('support_tickets_tier_check', sql`${t.tier} in ${oneOf(PLAN_NAMES)}`),
    check('support_tickets_channel_check', sql`${t.channel} in ${oneOf(TICKET_CHANNELS)}`),
    index('support_tickets_channel_idx').on(t.channel, t.status, t.updatedAt),
  ],
);

/**
 * A member of an Enterprise workspace asks for a phone call (ADR 0033); staff call and mark it
 * done. Written only by the support module.
 */
export const phoneCallRequests = pgTable(
  'phone_call_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    /** Who asked; only they see it in the app. */
    userId: userColumn(),
    phone: text('phone').notNull(),
    preferredAt: timestamp('preferred_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: PHONE_CALL_STATUSES }).notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The staff member who marked it done; null once that account is gone. */
    doneByAdminId: uuid('done_by_admin_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('phone_call_requests_status_idx').on(t.status, t.preferredAt),
    index('phone_call_requests_user_id_idx').on(t.userId, t.createdAt),
    index('phone_call_requests_workspace_id_idx').on(t.workspaceId),
    check('phone_call_requests_status_check', sql`${t.status} in ${oneOf(PHONE_CALL_STATUSES)}`),
  ],
);

/**
 * An Enterprise customer's account manager (ADR 0033): an admin account staff assign from the
 * console. The customer's new tickets are assigned to them. Written only by the support module.
 */
export const accountManagers = pgTable(
  'account_managers',
  {
    /** The customer: the paying owner whose workspaces it covers. */
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_managers_admin_id_idx').on(t.adminId)],
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
 * Staff online for live chat (ADR 0043): one row per open admin chat stream, on any API process,
 * refreshed by its heartbeat and removed when it closes. Staff count as online while a row was
 * seen within STAFF_ONLINE_WINDOW_MS; a process that died leaves a row that simply goes stale.
 * Written only by the support module.
 */
export const supportStaffPresence = pgTable(
  'support_staff_presence',
  {
    /** The stream's own id. */
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_staff_presence_seen_at_idx').on(t.seenAt)],
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
export type PhoneCallRequestRow = typeof phoneCallRequests.$inferSelect;
