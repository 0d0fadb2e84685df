// API access end to end (issue 30, ADR 0046/0049/0050), as an Enterprise shop meets it: Settings → API
// makes a read-and-write key, shown once → curl, as the shop's own system would, sets the board's
// batch and generates a pin with the key (Idempotency-Key: the retry answers the same pin) → the pin
// waits in Review → Settings → API adds a webhook to the shop's receiver (a local server), whose test
// event is answered → the pin is approved for a time just ahead and published by the server in demo
// mode → the receiver gets pin.published, signed: the standardwebhooks library's own Webhook.verify
// accepts it with the secret the card showed once.
import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchBrowser, newPage } from './support/browser';
import { connectAndSyncFirstBoard, demoBaseURL } from './support/pinterest';
import { approveOnlyPinAt } from './support/review';
import { openSignedIn, registerViaApi } from './support/session';

const run = promisify(execFile);
let browser: Browser;
let receiver: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** curl, as a shop's system calls the API: the status and the parsed answer. */
async function curl(key: string, method: string, path: string, body?: object, extra: string[] = []) {
  const args = ['-s', '-w', '\n%{http_code}', '-X', method, '-H', `Authorization: Bearer ${key}`, ...extra];
  if (body) args.push('-H', 'Content-Type: application/json', '--data', JSON.stringify(body));
  const { stdout } = await run('curl', [...args, `${demoBaseURL}${path}`], { timeout: 120_000 });
  const cut = stdout.lastIndexOf('\n');
  return { status: Number(stdout.slice(cut + 1)), json: JSON.parse(stdout.slice(0, cut)) };
}

/** The first whole minute at least 25 s from now, as the time field wants it in UTC (see publishing). */
function justAhead(): string {
  const minute = 60_000;
  return new Date(Math.ceil((Date.now() + 25_000) / minute) * minute).toISOString().slice(0, 16);
}

describe('API access', () => {
  it('a key made in Settings → API generates a pin from curl; its publication reaches a signed webhook', async () => {
    const session = await registerViaApi('api-access', 'enterprise');
    const page = await newPage(browser, demoBaseURL, { timezoneId: 'UTC' });
    await openSignedIn(page, session, '/settings/pinterest');
    const { boardName } = await connectAndSyncFirstBoard(page);

    // The key, made in Settings → API and read from the one place it is shown.
    await page.goto('/settings/api');
    const keys = page.getByRole('region', { name: 'API' });
    await keys.getByLabel('Key name').fill('Shop sync');
    await keys.getByLabel('Read and write').check();
    await keys.getByRole('button', { name: 'Create key' }).click();
    const key = await keys.getByLabel('Your new API key').inputValue();
    expect(key).toMatch(/^pl_live_/);
    await keys.getByRole('button', { name: 'I have copied it' }).click();

    // The shop's system: its boards, one pin a batch, a batch generated (and retried) with the key.
    const boards = await curl(key, 'GET', '/api/v1/boards');
    expect(boards.status).toBe(200);
    const board = (boards.json.boards as { id: string; name: string }[]).find((b) => b.name === boardName);
    expect(board).toBeDefined();
    const boardPath = `/api/v1/boards/${board?.id}`;
    expect((await curl(key, 'PATCH', boardPath, { pins_per_day: 1 })).status).toBe(200);
    const once = ['-H', 'Idempotency-Key: shop-sync-batch-1'];
    const made = await curl(key, 'POST', `${boardPath}/generate`, undefined, once);
    expect(made.status).toBe(201);
    const again = await curl(key, 'POST', `${boardPath}/generate`, undefined, once);
    expect(again.json).toEqual(made.json);
    const [pin] = made.json.pins as { id: string; title: string; status: string }[];
    expect(made.json.pins).toHaveLength(1);
    expect(pin?.status).toBe('generated');

    // It waits in Review like any pin.
    await page.goto('/review');
    const card = page.getByRole('list', { name: 'Pins to review' }).getByRole('article');
    await card.getByRole('heading', { name: pin?.title }).waitFor();

    // The shop's receiver, added in Settings → API; the secret is read from where it is shown once.
    await page.goto('/settings/api');
    const hooks = page.getByRole('region', { name: 'Webhooks' });
    const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/pinloom`;
    await hooks.getByLabel('Endpoint URL').fill(hookUrl);
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = await hooks.getByLabel('Your new signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await hooks.getByRole('button', { name: 'I have copied it' }).click();
    await hooks.getByRole('button', { name: 'Send test event' }).click();
    await hooks.getByText('Test event sent: answered 204.').waitFor({ timeout: 15_000 });
    await keepScreenshot(page, 'api-access-webhooks');

    // Approved for a time just ahead; the server publishes it in demo mode.
    await page.goto('/review');
    expect(await approveOnlyPinAt(page, justAhead())).toBe(pin?.title);
    const onTimeline = page.getByRole('article').filter({ hasText: pin?.title ?? '' });
    await onTimeline.getByText('Posted Successfully').waitFor({ timeout: 180_000 });

    // The receiver heard it, signed: Webhook.verify throws on a bad signature or an old timestamp.
    const hook = new Webhook(secret);
    const heard = async () =>
      received.filter((r) => (JSON.parse(r.body) as { type: string }).type === 'pin.published').length;
    await expect.poll(heard, { timeout: 30_000 }).toBe(1);
    const delivery = received.find((r) => JSON.parse(r.body).type === 'pin.published');
    const payload = hook.verify(delivery?.body ?? '', delivery?.headers as Record<string, string>) as {
      data: { pin_id: string; status: string; pinterest_pin_id: string | null };
    };
    expect(payload.data).toMatchObject({ pin_id: pin?.id, status: 'posted' });
    expect(payload.data.pinterest_pin_id).toBeTruthy();
    expect(() =>
      new Webhook(`whsec_${btoa('another secret of 24 b')}`).verify(
        delivery?.body ?? '',
        delivery?.headers as Record<string, string>,
      ),
    ).toThrow();

    // Settings → API lists the delivery as delivered.
    await page.goto('/settings/api');
    await hooks.getByRole('button', { name: 'Deliveries' }).click();
    await hooks
      .getByText(/pin\.published/)
      .first()
      .waitFor();
    await hooks
      .getByText(/Delivered · 1 attempt · answered 204/)
      .first()
      .waitFor();
    await keepScreenshot(page, 'api-access-deliveries');
    await page.context().close();
  }, 300_000);
});
