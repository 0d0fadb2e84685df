// An event for the workspace's webhook endpoints (ADR 0050): one delivery row per enabled endpoint
// that hears it, written with the caller's db — pass the transaction of what happened, so the event
// and its deliveries stand or fall together (the outbox). The send-webhooks job sends them.
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

export async function emitWebhookEvent(
  db: Pick<Database, 'insert' | 'select'>,
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
  return endpoints.length;
}
