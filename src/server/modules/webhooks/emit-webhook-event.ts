// An event for the workspace's webhook endpoints (ADR 0050): one delivery row per enabled endpoint
// that hears it, written with the caller's db — pass the transaction of what happened, so the event
// and its deliveries stand or fall together (the outbox). The send-webhooks job sends them: its sweep
// every minute, and at once after the commit (WEBHOOKS_QUEUED_CHANNEL, jobs/outbox-wake-up.ts).
import { sql } from 'drizzle-orm';
import type { WebhookEvent } from '../../../shared/api/webhooks';
import type { Database } from '../../db/connection';
import type { PinRow } from '../../db/schema';
import { insertDelivery, listeningEndpoints, newEventId } from './webhook-writes';

/** What a pin.* event says of its pin. */
export function pinEventData(pin: PinRow, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    pin_id: pin.id,
    board_id: pin.boardId,
    title: pin.title,
    status: pin.status,
    link: pin.link,
    scheduled_time: pin.scheduledTime?.toISOString() ?? null,
    posted_at: pin.postedAt?.toISOString() ?? null,
    pinterest_pin_id: pin.pinterestPinId,
    ...extra,
  };
}

/** Notified when deliveries were written; Postgres delivers it when the transaction commits. */
export const WEBHOOKS_QUEUED_CHANNEL = 'pinloom_webhooks_queued';

export async function emitWebhookEvent(
  db: Pick<Database, 'insert' | 'select' | 'execute'>,
  event: { workspaceId: string; type: WebhookEvent; data: Record<string, unknown>; now: Date },
): Promise<number> {
  const endpoints = await listeningEndpoints(db, event.workspaceId, event.type);
  for (const endpoint of endpoints) {
    await insertDelivery(db, {
      endpointId: endpoint.id,
      eventId: newEventId(),
      type: event.type,
      payload: { type: event.type, timestamp: event.now.toISOString(), data: event.data },
      now: event.now,
    });
  }
  if (endpoints.length > 0) await db.execute(sql`select pg_notify(${WEBHOOKS_QUEUED_CHANNEL}, '')`);
  return endpoints.length;
}
