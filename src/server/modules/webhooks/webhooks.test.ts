// Signed webhooks (ADR 0050): a local receiver verifies every delivery with the standardwebhooks
// library's own Webhook.verify; failures are retried on the schedule and a failing endpoint is
// disabled with an email; private addresses and redirects to them are refused; another workspace's
// endpoint is not found and below Enterprise adding one is a plan_feature refusal.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../../../../tests/setup/test-app';
import { mailOutbox, webhookEndpoints } from '../../db/schema';
import { deliverDueWebhooks } from '.';

const START = new Date('2026-11-20T10:00:00.000Z');
let now = START;
let t: TestApp;
let token: string;
let workspaceId: string;

interface Received {
  headers: Record<string, string>;
  body: string;
}
let receiver: Server;
let received: Received[];
let answer: (request: IncomingMessage, response: ServerResponse) => void;
let receiverUrl: string;

beforeEach(async () => {
  now = START;
  // Webhook.verify compares webhook-timestamp with Date.now(): the receiver lives at the test's time.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
  received = [];
  answer = (_request, response) => response.writeHead(204).end();
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  t = await createTestApp({
    clock: { now: () => now, random: () => 0.5 },
    isAllowedOutboundAddress: (address) => address === '127.0.0.1',
  });
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'enterprise' }, START));
});
afterEach(async () => {
  await t.app.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  vi.useRealTimers();
});

const deps = () => ({
  db: t.db,
  outbound: t.app.outbound,
  appSecret: TEST_APP_SECRET,
  requireHttps: false,
  publicUrl: 'https://pins.example.com',
  log: { error: () => {} },
  timeoutMs: 1_000,
});

async function addEndpoint(events = ['pin.approved', 'pin.published'], url = receiverUrl, as = token) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: { ...bearer(as), 'x-workspace-id': workspaceId },
    payload: { url, events },
  });
  return response;
}

function verified(delivery: Received, secret: string) {
  return new Webhook(secret).verify(delivery.body, delivery.headers) as {
    type: string;
    data: Record<string, unknown>;
  };
}

describe('signed deliveries', () => {
  it('shows the secret once, signs a test event the receiver verifies, and lists the answer', async () => {
    const created = await addEndpoint();
    expect(created.statusCode, created.body).toBe(201);
    const { endpoint, secret } = created.json() as { endpoint: { id: string }; secret: string };
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{44}$/);
    const [row] = await t.db.select().from(webhookEndpoints);
    expect(row?.secretEncrypted).not.toContain(secret.slice(6));
    const list = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: bearer(token) });
    expect(list.body).not.toContain(secret.slice(6));

    answer = (_request, response) => response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/test`,
      headers: bearer(token),
    });
    expect(test.json()).toMatchObject({
      delivery: {
        type: 'webhook.test',
        status: 'delivered',
        last_status: 200,
        last_answer: 'thanks',
        attempts: 1,
      },
    });
    expect(received).toHaveLength(1);
    const [first] = received;
    if (!first) throw new Error('nothing received');
    expect(verified(first, secret)).toMatchObject({
      type: 'webhook.test',
      data: { workspace_id: workspaceId },
    });
    expect(first.headers['webhook-timestamp']).toBe(String(START.getTime() / 1000));
    // Another secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(first.body, first.headers),
    ).toThrow();

    // Resent: same webhook-id, a new delivery.
    const deliveryId = (test.json() as { delivery: { id: string } }).delivery.id;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/deliveries/${deliveryId}/resend`,
      headers: bearer(token),
    });
    expect(resent.json()).toMatchObject({ delivery: { status: 'delivered' } });
    expect(received[1]?.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const deliveries = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/${endpoint.id}/deliveries`,
      headers: bearer(token),
    });
    expect((deliveries.json() as { deliveries: unknown[] }).deliveries).toHaveLength(2);
  });

  it('queues pin.approved in the approval’s transaction and the job delivers it signed', async () => {
    const { secret } = (await addEndpoint(['pin.approved'])).json() as { secret: string };
    const board = await createBoard(t.db, workspaceId);
    const pin = await createPin(t.db, board, { status: 'generated' });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/pins/${pin.id}/approve`,
      headers: bearer(token),
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(received).toHaveLength(0);
    expect(await deliverDueWebhooks(deps(), now)).toEqual({ delivered: 1, failed: 0 });
    const [delivery] = received;
    if (!delivery) throw new Error('nothing received');
    expect(verified(delivery, secret)).toMatchObject({
      type: 'pin.approved',
      data: { pin_id: pin.id, status: 'scheduled' },
    });
  });
});

describe('retries and disabling', () => {
  it('retries with backoff for about 24 hours, then gives up, disables the endpoint and emails its owner', async () => {
    answer = (_request, response) => response.writeHead(500).end('x'.repeat(100_000));
    const { endpoint } = (await addEndpoint(['pin.approved'])).json() as { endpoint: { id: string } };
    const board = await createBoard(t.db, workspaceId);
    const pin = await createPin(t.db, board, { status: 'generated' });
    await t.app.inject({
      method: 'POST',
      url: `/api/pins/${pin.id}/approve`,
      headers: bearer(token),
      payload: {},
    });

    const waits = [1, 5, 30, 120, 300, 600, 360];
    expect(await deliverDueWebhooks(deps(), now)).toEqual({ delivered: 0, failed: 1 });
    for (const minutes of waits) {
      now = new Date(now.getTime() + minutes * 60_000 - 1_000);
      vi.setSystemTime(now);
      expect(await deliverDueWebhooks(deps(), now)).toEqual({ delivered: 0, failed: 0 });
      now = new Date(now.getTime() + 1_000);
      expect(await deliverDueWebhooks(deps(), now)).toEqual({ delivered: 0, failed: 1 });
    }
    expect(received).toHaveLength(8);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/${endpoint.id}/deliveries`,
      headers: bearer(token),
    });
    const [delivery] = (
      list.json() as { deliveries: { status: string; last_answer: string; attempts: number }[] }
    ).deliveries;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 8, last_status: 500 });
    // Only the first kilobyte of a huge answer is kept.
    expect(delivery?.last_answer.length).toBeLessThanOrEqual(1_024);

    // 23 h 36 min of failures: not yet 24 h, so still enabled; the next failure after 24 h disables it.
    const [stillOn] = await t.db.select().from(webhookEndpoints);
    expect(stillOn?.disabledAt).toBeNull();
    now = new Date(START.getTime() + 24 * 3_600_000);
    vi.setSystemTime(now);
    await t.app.inject({ method: 'POST', url: `/api/webhooks/${endpoint.id}/test`, headers: bearer(token) });
    const [off] = await t.db.select().from(webhookEndpoints);
    expect(off?.disabledAt).toEqual(now);
    expect(off?.disabledReason).toBe('every delivery failed for 24 hours');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'webhook_disabled'));
    expect(mails).toHaveLength(1);

    // Enabled again by a member: it starts afresh.
    const enabled = await t.app.inject({
      method: 'PUT',
      url: `/api/webhooks/${endpoint.id}`,
      headers: bearer(token),
      payload: { enabled: true },
    });
    expect(enabled.json()).toMatchObject({ endpoint: { enabled: true, consecutive_failures: 0 } });
  });

  it('cuts off a receiver that does not answer in time and retries it later', async () => {
    answer = () => {};
    await addEndpoint(['pin.approved']);
    const board = await createBoard(t.db, workspaceId);
    const pin = await createPin(t.db, board, { status: 'generated' });
    await t.app.inject({
      method: 'POST',
      url: `/api/pins/${pin.id}/approve`,
      headers: bearer(token),
      payload: {},
    });
    expect(await deliverDueWebhooks(deps(), now)).toEqual({ delivered: 0, failed: 1 });
    const [endpoint] = await t.db.select().from(webhookEndpoints);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/webhooks/${endpoint?.id}/deliveries`,
      headers: bearer(token),
    });
    expect(list.json()).toMatchObject({
      deliveries: [{ status: 'pending', last_status: null, last_answer: 'did not answer within 1 s' }],
    });
    receiver.closeAllConnections();
  });
});

describe('refusals', () => {
  it('refuses private addresses at save and a redirect to one at delivery', async () => {
    for (const url of [
      'http://10.0.0.1/hooks',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
      'ftp://example.com/x',
    ]) {
      const response = await addEndpoint(['pin.approved'], url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toMatch(/^URL /);
    }
    answer = (_request, response) => response.writeHead(307, { location: 'http://10.0.0.1/inside' }).end();
    const { endpoint } = (await addEndpoint(['pin.approved'])).json() as { endpoint: { id: string } };
    const test = await t.app.inject({
      method: 'POST',
      url: `/api/webhooks/${endpoint.id}/test`,
      headers: bearer(token),
    });
    expect(test.json()).toMatchObject({
      delivery: {
        status: 'pending',
        last_status: null,
        last_answer: expect.stringMatching(/public address/),
      },
    });
    expect(received).toHaveLength(1);
  });

  it('answers 404 for another workspace’s endpoint and plan_feature below Enterprise', async () => {
    const { endpoint } = (await addEndpoint()).json() as { endpoint: { id: string } };
    const other = await createUser(t.db, { subscriptionPlan: 'enterprise' }, START);
    for (const [method, url] of [
      ['PUT', `/api/webhooks/${endpoint.id}`],
      ['DELETE', `/api/webhooks/${endpoint.id}`],
      ['GET', `/api/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/api/webhooks/${endpoint.id}/test`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: bearer(other.token),
        ...(method === 'PUT' ? { payload: { enabled: false } } : {}),
      });
      expect(response.statusCode, url).toBe(404);
    }
    const pro = await createUser(t.db, { subscriptionPlan: 'pro' }, START);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks',
      headers: bearer(pro.token),
      payload: { url: receiverUrl, events: ['pin.published'] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('plan_feature');
    const noEvents = await addEndpoint([]);
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json().error).toMatch(/Events/);
  });
});
