// Signed webhooks (ADR 0050): a workspace's endpoints and the deliveries to them. A delivery row is
// also the outbox: it is written in the transaction of the event, and the send-webhooks job sends the
// due ones. The signing secret is kept sealed (secret-box, as Pinterest tokens are). Written only by
// the webhooks module.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { WEBHOOK_DELIVERY_STATUSES } from '../../shared/api/webhooks';
import { userColumn, workspaceColumn } from './schema-core';
import { oneOf } from './sql-list';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: workspaceColumn(),
    /** Who added it: the one emailed when it is disabled for failing. */
    userId: userColumn(),
    url: text('url').notNull(),
    /** The event types it hears (WEBHOOK_EVENTS). */
    events: text('events').array().notNull(),
    /** The whsec_… signing secret, sealed with the app secret (purpose 'webhook-secrets'). */
    secretEncrypted: text('secret_encrypted').notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledReason: text('disabled_reason'),
    /** Failed attempts in a row; reset by any success. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The first failed attempt of the current run of failures. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webhook_endpoints_workspace_id_idx').on(t.workspaceId)],
);
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The webhook-id header (msg_…): one per event, kept by retries and resends. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    /** The whole signed body: { type, timestamp, data }. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastAnswer: text('last_answer'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_endpoint_id_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ${oneOf(WEBHOOK_DELIVERY_STATUSES)}`),
  ],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
