// Client review links (ADR 0032, step 4): an editor shares chosen pins with a client, who sees them
// as they will look on Pinterest and approves, asks for changes or rejects, without an account.
// Written only by the client-review module.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_DECISIONS } from '../../shared/api/client-review';
import { pins, users, workspaceColumn } from './schema-core';
import { oneOf } from './sql-list';

/**
 * One shared link. Its address carries 32 random bytes; only their sha256 is kept, so the link is
 * shown once, when it is made. It works until expires_at, and never again after revoked_at.
 */
export const reviewLinks = pgTable(
  'review_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    /** What the workspace calls it ("Acme, December pins"); the client sees it as the page's title. */
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Who shared it; null once that account is gone. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('review_links_workspace_id_created_at_idx').on(t.workspaceId, t.createdAt)],
);

/** A pin on a link, and what the client decided about it (null until they do). */
export const reviewLinkPins = pgTable(
  'review_link_pins',
  {
    linkId: uuid('link_id')
      .notNull()
      .references(() => reviewLinks.id, { onDelete: 'cascade' }),
    pinId: uuid('pin_id')
      .notNull()
      .references(() => pins.id, { onDelete: 'cascade' }),
    /** The order the editor chose them in. */
    position: integer('position').notNull(),
    decision: text('decision', { enum: REVIEW_DECISIONS }),
    /** What the client wrote with their decision ("Use the red photo"). */
    comment: text('comment'),
    /** The name the client gave, as the workspace sees who decided. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.pinId] }),
    // A pin's decisions, for the review screen.
    index('review_link_pins_pin_id_idx').on(t.pinId),
    check(
      'review_link_pins_decision_check',
      sql`${t.decision} is null or ${t.decision} in ${oneOf(REVIEW_DECISIONS)}`,
    ),
  ],
);

export type ReviewLinkRow = typeof reviewLinks.$inferSelect;
