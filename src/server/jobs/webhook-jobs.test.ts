// The send-webhooks job as the server runs it (ADR 0050): a sweep every minute and at start, woken at
// once by a commit that wrote deliveries (never by one rolled back, nor by an event no endpoint
// hears), delivering to a local receiver within seconds.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../../../tests/factories/users';
import { getTestDatabase } from '../../../tests/setup/database';
import { UNREACHABLE_PINTEREST } from '../../../tests/setup/pinterest';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../../../tests/setup/test-app';
import { systemClock } from '../clock';
import { LOCAL_AI_CONFIG } from '../config-ai';
import { createFileMediaStorage } from '../integrations/storage/media-storage';
import { emitWebhookEvent, WEBHOOKS_QUEUED_CHANNEL } from '../modules/webhooks';
import { listenForCommits } from './outbox-wake-up';
import { startJobs } from './start-jobs';
import { sendWebhooksJob } from './webhook-jobs';

const quiet = { info: () => {}, error: () => {} };
const loopback = (address: string) => address === '127.0.0.1';
let t: TestApp;
let workspaceId: string;
let receiver: Server;
let received: string[];

beforeEach(async () => {
  received = [];
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push(Buffer.concat(chunks).toString('utf8'));
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({ clock: systemClock, isAllowedOutboundAddress: loopback });
  let token: string;
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'enterprise' }, systemClock.now()));
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: { authorization: `Bearer ${token}`, 'x-workspace-id': workspaceId },
    payload: {
      url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
      events: ['pin.published'],
    },
  });
  expect(added.statusCode).toBe(201);
});
afterEach(async () => {
  await t.app.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const published = (title: string) => ({
  workspaceId,
  type: 'pin.published' as const,
  data: { title },
  now: systemClock.now(),
});

describe('send-webhooks job', () => {
  it('sweeps every minute and at start, one run at a time with at most one more waiting', () => {
    expect(sendWebhooksJob).toMatchObject({ name: 'send-webhooks', schedule: '* * * * *', runAtStart: true });
    expect(sendWebhooksJob.queue).toMatchObject({ policy: 'stately', retryLimit: 0 });
  });

  it('is woken when a transaction that wrote deliveries commits, not before, not on rollback, not for an unheard event', async () => {
    const { client } = await getTestDatabase();
    let wakeUps = 0;
    const stop = await listenForCommits(client, { [WEBHOOKS_QUEUED_CHANNEL]: () => (wakeUps += 1) }, quiet);
    try {
      await t.db
        .transaction(async (tx) => {
          await emitWebhookEvent(tx, published('rolled back'));
          throw new Error('roll back');
        })
        .catch(() => {});
      await t.db.transaction((tx) =>
        emitWebhookEvent(tx, { ...published('unheard'), type: 'pin.failed' }).then((count) =>
          expect(count).toBe(0),
        ),
      );
      await t.db.transaction(async (tx) => {
        await emitWebhookEvent(tx, published('committed'));
        await sleep(200);
        expect(wakeUps).toBe(0);
      });
      for (let waited = 0; wakeUps === 0 && waited < 3000; waited += 50) await sleep(50);
      await sleep(200);
      expect(wakeUps).toBe(1);
    } finally {
      await stop();
    }
  });

  it('delivers an event committed while the jobs run within seconds, not at the next minute', async () => {
    const { client, db } = await getTestDatabase();
    const deps = {
      db,
      media: createFileMediaStorage(tmpdir()),
      pinterest: UNREACHABLE_PINTEREST,
      appSecret: TEST_APP_SECRET,
      clock: systemClock,
    };
    const stop = await startJobs({
      client,
      deps,
      feeds: { ai: LOCAL_AI_CONFIG, outbound: t.app.outbound },
      webhooks: { requireHttps: false, publicUrl: 'https://pins.example.com' },
      log: quiet,
    });
    try {
      // The run at start has found nothing; this event's wake-up alone can send it before the minute.
      await sleep(1_000);
      await t.db.transaction((tx) => emitWebhookEvent(tx, published('prompt')));
      for (let waited = 0; received.length === 0 && waited < 10_000; waited += 100) await sleep(100);
      expect(received.map((body) => JSON.parse(body).data.title)).toEqual(['prompt']);
    } finally {
      await stop();
    }
  });
});
