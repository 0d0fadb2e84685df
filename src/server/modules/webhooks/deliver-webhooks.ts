// Sends the webhook outbox (the 'send-webhooks' job's work, ADR 0050): each due delivery is claimed
// by one sender (FOR UPDATE SKIP LOCKED, a lease ahead), signed per Standard Webhooks with its
// endpoint's secret and POSTed through the SSRF-safe outbound module, which checks the address again
// at every attempt and every redirect. A 2xx is delivered; anything else is retried on
// RETRY_AFTER_MINUTES (about 24 h in all) and then given up. An endpoint whose attempts have all
// failed for DISABLE_AFTER_HOURS, or DISABLE_AFTER_FAILURES times in a row, is disabled and the
// member who added it is emailed.
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Database } from '../../db/connection';
import {
  users,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema';
import type { Outbound } from '../../integrations/outbound/outbound';
import { queueMail } from '../mail';
import { checkWebhookUrl } from './check-webhook-url';
import { webhookSecretsBox } from './webhook-secret';

/**
 * Wait after each failed attempt; after the last one the delivery is given up. 8 attempts over
 * 23 h 36 min.
 */
const RETRY_AFTER_MINUTES = [1, 5, 30, 120, 300, 600, 360] as const;
/** An endpoint failing every attempt this long is disabled. */
const DISABLE_AFTER_HOURS = 24;
/** …or this many failed attempts in a row, whatever the time. */
const DISABLE_AFTER_FAILURES = 50;
/** Longer than one attempt can take. */
const LEASE_MS = 2 * 60_000;
/** A receiver has this long to answer, redirects included (Standard Webhooks suggests 15 s). */
const DELIVERY_TIMEOUT_MS = 15_000;
/** What is kept of an answer; reading stops there and the connection is closed. */
const ANSWER_EXCERPT_BYTES = 1_024;
const MAX_PER_RUN = 200;

export interface WebhookDeliveryDeps {
  db: Database;
  outbound: Outbound;
  appSecret: string;
  /** HTTPS only (production, not demo). */
  requireHttps: boolean;
  /** For the disabled-endpoint email's link. */
  publicUrl: string;
  log: { error(fields: object, message: string): void };
  timeoutMs?: number;
}

export async function deliverDueWebhooks(
  deps: WebhookDeliveryDeps,
  now: Date,
): Promise<{ delivered: number; failed: number }> {
  const result = { delivered: 0, failed: 0 };
  for (let taken = 0; taken < MAX_PER_RUN; taken += 1) {
    const row = await claimDue(deps.db, now);
    if (!row) break;
    const ok = await attempt(deps, row, now);
    if (ok) result.delivered += 1;
    else result.failed += 1;
  }
  return result;
}

async function claimDue(db: Database, now: Date): Promise<WebhookDeliveryRow | undefined> {
  const dueAt = now.toISOString();
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(
      eq(
        webhookDeliveries.id,
        sql`(select ${webhookDeliveries.id} from ${webhookDeliveries}
             where ${webhookDeliveries.status} = 'pending' and ${webhookDeliveries.nextAttemptAt} <= ${dueAt}::timestamptz
             order by ${webhookDeliveries.nextAttemptAt}, ${webhookDeliveries.createdAt}
             limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return row;
}

/** Claims one delivery now (a test event, a resend) and attempts it at once. */
export async function deliverNow(
  deps: WebhookDeliveryDeps,
  deliveryId: string,
  now: Date,
): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await deps.db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + LEASE_MS),
    })
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.status, 'pending')))
    .returning();
  if (row) await attempt(deps, row, now);
  const [after] = await deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  return after;
}

interface Answer {
  status: number | null;
  excerpt: string;
}

async function attempt(deps: WebhookDeliveryDeps, row: WebhookDeliveryRow, now: Date): Promise<boolean> {
  const [endpoint] = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, row.endpointId));
  if (!endpoint) return false;
  const answer = await post(deps, endpoint, row, now);
  const ok = answer.status !== null && answer.status >= 200 && answer.status < 300;
  if (ok) {
    await deps.db
      .update(webhookDeliveries)
      .set({
        status: 'delivered',
        lastStatus: answer.status,
        lastAnswer: answer.excerpt,
        nextAttemptAt: null,
        deliveredAt: now,
      })
      .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts)));
    await deps.db
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0, failingSince: null })
      .where(eq(webhookEndpoints.id, endpoint.id));
    return true;
  }
  const wait = RETRY_AFTER_MINUTES[row.attempts - 1];
  await deps.db
    .update(webhookDeliveries)
    .set({
      status: wait === undefined ? 'failed' : 'pending',
      lastStatus: answer.status,
      lastAnswer: answer.excerpt,
      nextAttemptAt: wait === undefined ? null : new Date(now.getTime() + wait * 60_000),
    })
    .where(and(eq(webhookDeliveries.id, row.id), eq(webhookDeliveries.attempts, row.attempts)));
  await recordEndpointFailure(deps, endpoint, now);
  return false;
}

async function post(
  deps: WebhookDeliveryDeps,
  endpoint: WebhookEndpointRow,
  row: WebhookDeliveryRow,
  now: Date,
): Promise<Answer> {
  if (endpoint.disabledAt) return { status: null, excerpt: 'The endpoint is disabled' };
  try {
    await checkWebhookUrl(deps.outbound, endpoint.url, deps.requireHttps);
  } catch (error) {
    return { status: null, excerpt: error instanceof Error ? error.message : String(error) };
  }
  const secret = webhookSecretsBox(deps.appSecret).open(endpoint.secretEncrypted);
  const body = JSON.stringify(row.payload);
  const signature = new Webhook(secret).sign(row.eventId, now, body);
  const signal = AbortSignal.timeout(deps.timeoutMs ?? DELIVERY_TIMEOUT_MS);
  try {
    const response = await deps.outbound.fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Pinloom-Webhooks/1',
        'webhook-id': row.eventId,
        'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body,
      // Followed by the outbound module, each target checked again (a redirect to a private address is refused).
      signal,
    });
    const excerpt = await readExcerpt(response, signal);
    return { status: response.status, excerpt };
  } catch (error) {
    if (signal.aborted) {
      return {
        status: null,
        excerpt: `did not answer within ${(deps.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000} s`,
      };
    }
    const message = error instanceof Error ? error.message : String(error);
    return { status: null, excerpt: message.slice(0, ANSWER_EXCERPT_BYTES) };
  }
}

/** The first ANSWER_EXCERPT_BYTES of the body; the rest is never read. */
async function readExcerpt(response: Response, signal: AbortSignal): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < ANSWER_EXCERPT_BYTES && !signal.aborted) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  return Buffer.concat(chunks).subarray(0, ANSWER_EXCERPT_BYTES).toString('utf8');
}

async function recordEndpointFailure(deps: WebhookDeliveryDeps, endpoint: WebhookEndpointRow, now: Date) {
  const [after] = await deps.db
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(webhookEndpoints.id, endpoint.id))
    .returning();
  if (!after || after.disabledAt || !after.failingSince) return;
  const failingHours = (now.getTime() - after.failingSince.getTime()) / 3_600_000;
  const reason =
    failingHours >= DISABLE_AFTER_HOURS
      ? `every delivery failed for ${DISABLE_AFTER_HOURS} hours`
      : after.consecutiveFailures >= DISABLE_AFTER_FAILURES
        ? `${DISABLE_AFTER_FAILURES} deliveries in a row failed`
        : null;
  if (!reason) return;
  await deps.db.transaction(async (tx) => {
    const [disabled] = await tx
      .update(webhookEndpoints)
      .set({ disabledAt: now, disabledReason: reason })
      .where(and(eq(webhookEndpoints.id, endpoint.id), sql`${webhookEndpoints.disabledAt} is null`))
      .returning();
    if (!disabled) return;
    // What was still waiting for it is given up with it.
    await tx
      .update(webhookDeliveries)
      .set({ status: 'failed', nextAttemptAt: null })
      .where(and(eq(webhookDeliveries.endpointId, endpoint.id), eq(webhookDeliveries.status, 'pending')));
    const [owner] = await tx
      .select({ email: users.email, firstName: users.firstName, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, endpoint.userId));
    if (!owner || owner.deletedAt) return;
    await queueMail(
      tx,
      {
        to: owner.email,
        userId: endpoint.userId,
        kind: 'webhook_disabled',
        data: {
          firstName: owner.firstName,
          url: endpoint.url,
          reason,
          settingsUrl: `${deps.publicUrl}/settings/api`,
        },
      },
      now,
    );
  });
  deps.log.error({ endpointId: endpoint.id, reason }, 'a webhook endpoint kept failing and was disabled');
}
