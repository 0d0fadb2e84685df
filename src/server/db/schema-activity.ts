// A workspace's activity log (ADR 0032): one row per thing a member, a client or the system did.
// Written only by the activity module; housekeeping deletes rows older than ACTIVITY_KEPT_DAYS.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACTIVITY_ACTIONS } from '../../shared/api/activity';
import { users, workspaceColumn } from './schema-core';
import { oneOf } from './sql-list';

export const activityEvents = pgTable(
  'activity_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    action: text('action', { enum: ACTIVITY_ACTIONS }).notNull(),
    /** The member who did it; null for the system, a client, or once the account is gone. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Copied at the time, so the entry still names its author later. */
    actorName: text('actor_name').notNull(),
    /** What it was done to, in words (a pin's title, an address and role). */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The log, newest first, and the cursor's (created_at, id).
    index('activity_events_workspace_id_created_at_idx').on(t.workspaceId, t.createdAt, t.id),
    // The retention sweep.
    index('activity_events_created_at_idx').on(t.createdAt),
    check('activity_events_action_check', sql`${t.action} in ${oneOf(ACTIVITY_ACTIONS)}`),
  ],
);
