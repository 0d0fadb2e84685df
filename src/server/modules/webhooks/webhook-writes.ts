// The webhooks module's writes to webhook_endpoints and webhook_deliveries (ADR 0050). Each takes a
// db that may be the caller's transaction.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type WebhookEndpointRow, webhookDeliveries, webhookEndpoints } from '../../db/schema';

/** A Database or a transaction on one. */
export type Writer = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

/** A Standard Webhooks message id: one per event, kept by every attempt and resend. */
export function newEventId(): string {
  return `msg_${randomUUID().replaceAll('-', '')}`;
}

export async function insertDelivery(
  db: Pick<Database, 'insert'>,
  values: { endpointId: string; eventId: string; type: string; payload: unknown; now: Date },
): Promise<typeof webhookDeliveries.$inferSelect> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      endpointId: values.endpointId,
      eventId: values.eventId,
      type: values.type,
      payload: values.payload,
      createdAt: values.now,
      nextAttemptAt: values.now,
    })
    .returning();
  if (!row) throw new Error('webhook_deliveries refused a row');
  return row;
}

/** Endpoints of the workspace, enabled, that hear `type`. */
export async function listeningEndpoints(db: Pick<Database, 'select'>, workspaceId: string, type: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.workspaceId, workspaceId),
        isNull(webhookEndpoints.disabledAt),
        sql`${type} = any(${webhookEndpoints.events})`,
      ),
    );
}

export async function findEndpoint(
  db: Writer,
  workspaceId: string,
  endpointId: string,
): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.workspaceId, workspaceId)));
  return row;
}

/**
 * How long a delivered or failed delivery stays listed (pending ones stay until they end).
 * @internal for tests and benchmarks, not production code (as an export)
 */
export const WEBHOOK_DELIVERIES_KEPT_DAYS = 30;

/** Deletes deliveries that ended more than WEBHOOK_DELIVERIES_KEPT_DAYS ago (the hourly housekeeping). */
export async function deleteOldWebhookDeliveries(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - WEBHOOK_DELIVERIES_KEPT_DAYS * 24 * 60 * 60 * 1000);
  const rows = await db
    .delete(webhookDeliveries)
    .where(and(sql`${webhookDeliveries.status} <> 'pending'`, lt(webhookDeliveries.createdAt, before)))
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}
