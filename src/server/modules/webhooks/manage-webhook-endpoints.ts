// Settings → API's webhook endpoints (ADR 0050): add, change, remove, list; deliveries, resend and
// test events. Adding or enabling needs the plan's api_access, as API keys do; listing and removing
// work on any plan.
import { and, desc, eq } from 'drizzle-orm';
import {
  type CreateWebhookEndpointBody,
  type UpdateWebhookEndpointBody,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
  type WebhookEvent,
} from '../../../shared/api/webhooks';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import {
  type UserRow,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  type WorkspaceRow,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import { assertPlanFeature } from '../allowance';
import { assertWebhookUrl } from './check-webhook-url';
import { deliverNow, type WebhookDeliveryDeps } from './deliver-webhooks';
import { newWebhookSecret, webhookSecretsBox } from './webhook-secret';
import { findEndpoint, insertDelivery, newEventId } from './webhook-writes';

const NOT_FOUND = 'Webhook endpoint not found';
const DELIVERIES_SHOWN = 50;

export function toEndpointDto(row: WebhookEndpointRow): WebhookEndpointDto {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEvent[],
    enabled: row.disabledAt === null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    disabled_reason: row.disabledReason,
    consecutive_failures: row.consecutiveFailures,
    created_at: row.createdAt.toISOString(),
  };
}

export function toDeliveryDto(row: WebhookDeliveryRow): WebhookDeliveryDto {
  return {
    id: row.id,
    event_id: row.eventId,
    type: row.type,
    status: row.status,
    attempts: row.attempts,
    last_status: row.lastStatus,
    last_answer: row.lastAnswer,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    payload: row.payload,
  };
}

export async function listWebhookEndpoints(db: Database, workspaceId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspaceId))
    .orderBy(desc(webhookEndpoints.createdAt));
}

export async function createWebhookEndpoint(options: {
  deps: WebhookDeliveryDeps;
  workspace: WorkspaceRow;
  user: UserRow;
  input: CreateWebhookEndpointBody;
  now: Date;
}): Promise<{ row: WebhookEndpointRow; secret: string }> {
  assertPlanFeature(options.workspace, options.now, 'api_access');
  await assertWebhookUrl(options.deps.outbound, options.input.url, options.deps.requireHttps);
  const secret = newWebhookSecret();
  const [row] = await options.deps.db
    .insert(webhookEndpoints)
    .values({
      workspaceId: options.workspace.id,
      userId: options.user.id,
      url: options.input.url,
      events: [...new Set(options.input.events)],
      secretEncrypted: webhookSecretsBox(options.deps.appSecret).seal(secret),
      createdAt: options.now,
    })
    .returning();
  if (!row) throw new Error('webhook_endpoints refused a row');
  return { row, secret };
}

export async function updateWebhookEndpoint(options: {
  deps: WebhookDeliveryDeps;
  workspace: WorkspaceRow;
  endpointId: string;
  input: UpdateWebhookEndpointBody;
  now: Date;
}): Promise<WebhookEndpointRow> {
  const { db } = options.deps;
  const found = await findEndpoint(db, options.workspace.id, options.endpointId);
  if (!found) throw new AppError('not_found', NOT_FOUND);
  const { url, events, enabled } = options.input;
  if (url !== undefined || enabled === true) assertPlanFeature(options.workspace, options.now, 'api_access');
  if (url !== undefined) await assertWebhookUrl(options.deps.outbound, url, options.deps.requireHttps);
  const enabling = enabled === true && found.disabledAt !== null;
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(url !== undefined ? { url } : {}),
      ...(events !== undefined ? { events: [...new Set(events)] } : {}),
      ...(enabled === false && found.disabledAt === null
        ? { disabledAt: options.now, disabledReason: 'disabled by a member' }
        : {}),
      ...(enabling
        ? { disabledAt: null, disabledReason: null, consecutiveFailures: 0, failingSince: null }
        : {}),
    })
    .where(eq(webhookEndpoints.id, found.id))
    .returning();
  if (!row) throw new AppError('not_found', NOT_FOUND);
  return row;
}

export async function deleteWebhookEndpoint(
  db: Database,
  workspaceId: string,
  endpointId: string,
): Promise<void> {
  const [row] = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.workspaceId, workspaceId)))
    .returning({ id: webhookEndpoints.id });
  if (!row) throw new AppError('not_found', NOT_FOUND);
}

export async function listWebhookDeliveries(
  db: Database,
  workspaceId: string,
  endpointId: string,
): Promise<WebhookDeliveryRow[]> {
  const endpoint = await findEndpoint(db, workspaceId, endpointId);
  if (!endpoint) throw new AppError('not_found', NOT_FOUND);
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.createdAt))
    .limit(DELIVERIES_SHOWN);
}

async function usableEndpoint(
  deps: WebhookDeliveryDeps,
  workspace: WorkspaceRow,
  endpointId: string,
  now: Date,
) {
  const endpoint = await findEndpoint(deps.db, workspace.id, endpointId);
  if (!endpoint) throw new AppError('not_found', NOT_FOUND);
  assertPlanFeature(workspace, now, 'api_access');
  if (endpoint.disabledAt) throw new AppError('conflict', 'The endpoint is disabled: enable it first');
  return endpoint;
}

/** Sends the delivery's event again, now, with the same webhook-id (a new delivery row). */
export async function resendWebhookDelivery(options: {
  deps: WebhookDeliveryDeps;
  workspace: WorkspaceRow;
  endpointId: string;
  deliveryId: string;
  now: Date;
}): Promise<WebhookDeliveryRow> {
  const endpoint = await usableEndpoint(options.deps, options.workspace, options.endpointId, options.now);
  const [original] = await options.deps.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, options.deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
  if (!original) throw new AppError('not_found', 'Webhook delivery not found');
  const row = await insertDelivery(options.deps.db, {
    endpointId: endpoint.id,
    eventId: original.eventId,
    type: original.type,
    payload: original.payload,
    now: options.now,
  });
  return (await deliverNow(options.deps, row.id, options.now)) ?? row;
}

/** A `webhook.test` event to this endpoint, sent at once; the answer shows what the receiver said. */
export async function sendTestWebhook(options: {
  deps: WebhookDeliveryDeps;
  workspace: WorkspaceRow;
  endpointId: string;
  now: Date;
}): Promise<WebhookDeliveryRow> {
  const endpoint = await usableEndpoint(options.deps, options.workspace, options.endpointId, options.now);
  const row = await insertDelivery(options.deps.db, {
    endpointId: endpoint.id,
    eventId: newEventId(),
    type: WEBHOOK_TEST_EVENT,
    payload: {
      type: WEBHOOK_TEST_EVENT,
      timestamp: options.now.toISOString(),
      data: { workspace_id: options.workspace.id, message: 'A test event from Pinloom' },
    },
    now: options.now,
  });
  return (await deliverNow(options.deps, row.id, options.now)) ?? row;
}
