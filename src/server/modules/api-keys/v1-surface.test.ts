// The whole /api/v1 surface (ADR 0046, 0049): every route in the OpenAPI document refuses a missing,
// malformed or revoked key alike (401, no hint whether a key exists), a read key on a write route
// (403) and a plan without the API (403 plan_feature); the write routes do what the web app's do,
// the analytics reads answer what the web app's do, and a POST retried 10 times at once with one
// Idempotency-Key makes one thing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { addDays, formatLocalDate, localDate } from '../../../shared/time-zone';
import { boards, pins } from '../../db/schema';
import { storeFigures } from '../analytics/test-support';
import { setPlan } from '../workspaces';

const START = new Date('2026-11-20T10:00:00.000Z');
let t: TestApp;
let token: string;
let workspaceId: string;

beforeEach(async () => {
  t = await createTestApp({ clock: { now: () => START, random: () => 0.5 } });
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'enterprise' }, START));
});
afterEach(async () => {
  await t.app.close();
});

async function createKey(scopes: string[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { ...bearer(token), 'x-workspace-id': workspaceId },
    payload: { name: 'Shop sync', scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { key: string; api_key: { id: string } };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const call = (method: Method, url: string, key: string | null, payload?: object, headers = {}) =>
  t.app.inject({
    method,
    url: url.startsWith('/api/v1') ? url : `/api/v1${url}`,
    headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...headers },
    ...(payload !== undefined && { payload }),
  });

function problem(response: Awaited<ReturnType<typeof call>>, status: number, code: string) {
  expect(response.statusCode, `${response.statusCode} ${response.body}`).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json() as { code: string; detail: string };
  expect(body.code).toBe(code);
  return body;
}

/** Every /api/v1 operation the OpenAPI document publishes, with its ids filled in. */
async function v1Operations() {
  const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { description?: string; tags?: string[] }>>;
  };
  return Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/v1/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => ({
        method: method.toUpperCase() as Method,
        url: path.replace(/\{[^}]+\}/g, randomUUID()),
        path,
        operation,
      })),
    );
}

describe('every /api/v1 route in the OpenAPI document', () => {
  it('refuses no key, a malformed or revoked key, a read key on a write route and a plan without the API', async () => {
    const operations = await v1Operations();
    // The surface issue 30 asks for, at least.
    expect(operations.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'GET /api/v1/boards',
        'POST /api/v1/boards',
        'PATCH /api/v1/boards/{boardId}',
        'POST /api/v1/boards/{boardId}/generate',
        'POST /api/v1/pins/generate-from-url',
        'PATCH /api/v1/pins/{pinId}',
        'POST /api/v1/pins/{pinId}/reschedule',
        'DELETE /api/v1/pins/{pinId}',
        'GET /api/v1/timeline',
        'GET /api/v1/next-free-slot',
        'GET /api/v1/feeds',
        'POST /api/v1/boards/{boardId}/feeds',
        'PATCH /api/v1/boards/{boardId}/feeds',
        'POST /api/v1/boards/{boardId}/feeds/{feedId}/check',
        'DELETE /api/v1/boards/{boardId}/feeds/{feedId}',
        'GET /api/v1/analytics/summary',
        'GET /api/v1/analytics/daily',
        'GET /api/v1/analytics/top',
        'GET /api/v1/analytics/best-times',
        'GET /api/v1/analytics/pins/{pinId}',
        'GET /api/v1/analytics/export.csv',
      ]),
    );
    const read = await createKey(['read']);
    const revoked = await createKey(['write']);
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${revoked.api_key.id}`,
      headers: { ...bearer(token), 'x-workspace-id': workspaceId },
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const malformed = 'pl_live_not-a-key';
    const unknown = `pl_live_${'A'.repeat(43)}`;

    for (const { method, url, operation } of operations) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const missing = problem(await call(method, url, null, payload), 401, 'unauthorized');
      // One answer whatever the reason: nothing tells a made-up key from a revoked one.
      for (const key of [malformed, unknown, revoked.key]) {
        expect(problem(await call(method, url, key, payload), 401, 'unauthorized')).toEqual(missing);
      }
      const writes = method !== 'GET';
      expect(operation.description ?? '').toContain(writes ? 'write scope' : 'read or write scope');
      if (writes) problem(await call(method, url, read.key, payload), 403, 'forbidden');
    }

    const write = await createKey(['write']);
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'pro' });
    for (const { method, url } of operations) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      problem(await call(method, url, write.key, payload), 403, 'plan_feature');
    }
  });
});

describe('the write routes', () => {
  it('creates and updates a board with the boards module’s rules', async () => {
    const { key } = await createKey(['write']);
    const created = await call('POST', '/boards', key, { name: 'Weeknight dinners', pins_per_day: 2 });
    expect(created.statusCode, created.body).toBe(201);
    const board = created.json().board as { id: string; name: string };
    expect(board.name).toBe('Weeknight dinners');
    const patched = await call('PATCH', `/boards/${board.id}`, key, { pins_per_day: 4 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().board).toMatchObject({ id: board.id, name: 'Weeknight dinners', pins_per_day: 4 });
    problem(await call('POST', '/boards', key, { name: '' }), 400, 'validation_error');
    const other = await createUser(t.db, { subscriptionPlan: 'enterprise' }, START);
    const theirs = await createBoard(t.db, other.workspaceId);
    problem(await call('PATCH', `/boards/${theirs.id}`, key, { pins_per_day: 4 }), 404, 'not_found');
  });

  it('edits a pin’s words, reschedules and deletes it, and reads the timeline and the next free slot', async () => {
    const { key } = await createKey(['write']);
    const board = await createBoard(t.db, workspaceId);
    const pin = await createPin(t.db, board, { link: null });
    const edited = await call('PATCH', `/pins/${pin.id}`, key, { alt_text: 'A bowl of lemon pasta' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().pin).toMatchObject({ id: pin.id, alt_text: 'A bowl of lemon pasta' });
    problem(await call('PATCH', `/pins/${pin.id}`, key, { board_id: board.id }), 400, 'validation_error');

    const slot = await call('GET', '/next-free-slot', key);
    expect(slot.statusCode, slot.body).toBe(200);
    const approved = await call('POST', `/pins/${pin.id}/approve`, key);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().pin.scheduled_time).toBe(slot.json().scheduled_time);

    const later = new Date(START.getTime() + 3 * 86_400_000 + 8 * 3_600_000).toISOString();
    const moved = await call('POST', `/pins/${pin.id}/reschedule`, key, { scheduled_time: later });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().pin).toMatchObject({ status: 'scheduled', scheduled_time: later });
    const timeline = await call('GET', '/timeline', key);
    expect(timeline.statusCode, timeline.body).toBe(200);
    expect(timeline.body).toContain(pin.id);

    const deleted = await call('DELETE', `/pins/${pin.id}`, key);
    expect(deleted.json()).toEqual({ deleted: true, id: pin.id });
    expect(await t.db.select().from(pins).where(eq(pins.id, pin.id))).toEqual([]);
    problem(await call('DELETE', `/pins/${pin.id}`, key), 404, 'not_found');
  });

  it('lists feeds and reads the analytics summary', async () => {
    const { key } = await createKey(['read']);
    const board = await createBoard(t.db, workspaceId);
    expect((await call('GET', '/feeds', key)).json()).toEqual({ feeds: [] });
    const boardFeeds = await call('GET', `/boards/${board.id}/feeds`, key);
    expect(boardFeeds.statusCode, boardFeeds.body).toBe(200);
    const web = await t.app.inject({
      method: 'GET',
      url: '/api/analytics/summary?days=30',
      headers: { ...bearer(token), 'x-workspace-id': workspaceId },
    });
    const summary = await call('GET', '/analytics/summary?days=30', key);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toEqual(web.json());
  });
});

describe('the analytics routes', () => {
  it('answer what the web app’s answer, from summary to CSV, and refuse another workspace’s pin', async () => {
    const { key } = await createKey(['read']);
    const board = await createBoard(t.db, workspaceId, { name: 'Baking' });
    const day = (offset: number) => formatLocalDate(addDays(localDate(START, 'UTC'), offset));
    const postedAt = new Date(START.getTime() - 5 * 86_400_000);
    const bread = await createPin(t.db, board, {
      title: 'Bread',
      status: 'posted',
      postedAt,
      pinterestPinId: '101',
    });
    const soup = await createPin(t.db, board, {
      title: 'Soup',
      status: 'posted',
      postedAt,
      pinterestPinId: '102',
    });
    await storeFigures(t.db, bread, day(-2), { impression: 40, save: 3, outbound_click: 2 }, START);
    await storeFigures(t.db, soup, day(-1), { impression: 90, pin_click: 5 }, START);

    const reads = [
      '/analytics/summary?days=7',
      `/analytics/daily?days=7&board_id=${board.id}`,
      '/analytics/top?days=30&metrics=impression,save',
      '/analytics/best-times?days=90',
      `/analytics/pins/${soup.id}?days=7`,
      '/analytics/export.csv?days=7',
    ];
    for (const read of reads) {
      const web = await t.app.inject({
        method: 'GET',
        url: `/api${read}`,
        headers: { ...bearer(token), 'x-workspace-id': workspaceId },
      });
      const v1 = await call('GET', read, key);
      expect(v1.statusCode, `${read}: ${v1.body}`).toBe(200);
      expect(v1.headers['content-type'], read).toBe(web.headers['content-type']);
      expect(v1.body, read).toBe(web.body);
    }
    const top = (await call('GET', '/analytics/top?days=30', key)).json() as { pins: { title: string }[] };
    expect(top.pins.map((pin) => pin.title)).toEqual(['Soup', 'Bread']);
    expect((await call('GET', '/analytics/export.csv?days=7', key)).body).toContain(
      `${day(-1)},${soup.id},Soup,Baking,90,0,5,0`,
    );

    const other = await createUser(t.db, { subscriptionPlan: 'enterprise' }, START);
    const theirs = await createPin(t.db, await createBoard(t.db, other.workspaceId), {
      status: 'posted',
      postedAt,
      pinterestPinId: '103',
    });
    problem(await call('GET', `/analytics/pins/${theirs.id}`, key), 404, 'not_found');
    problem(await call('GET', '/analytics/daily?days=120', key), 400, 'validation_error');
    problem(
      await call('GET', `/analytics/pins/${(await createPin(t.db, board)).id}`, key),
      409,
      'not_published',
    );
  });
});

/**
 * Of concurrent retries, one ran (201); each other one either replayed its answer or was told the
 * first is still being answered (409 conflict). Answers the one that ran.
 */
function oneRan(answers: Awaited<ReturnType<typeof call>>[]) {
  const ran = answers.filter((answer) => answer.statusCode === 201 && !answer.headers['idempotent-replayed']);
  expect(ran).toHaveLength(1);
  const first = ran[0];
  if (!first) throw new Error('no answer ran');
  for (const answer of answers.filter((answer) => answer !== first)) {
    if (answer.statusCode === 201) {
      expect(answer.headers['idempotent-replayed']).toBe('true');
      expect(answer.body).toBe(first.body);
    } else problem(answer, 409, 'conflict');
  }
  return first;
}

describe('idempotency under retries', () => {
  it('generates one batch under 10 concurrent retries of one POST and replays its answer', async () => {
    const { key } = await createKey(['write']);
    const board = await createBoard(t.db, workspaceId, { batchSize: 1 });
    const generate = () =>
      call('POST', `/boards/${board.id}/generate`, key, undefined, { 'idempotency-key': 'batch-1' });
    const answers = await Promise.all(Array.from({ length: 10 }, generate));
    const made = oneRan(answers);
    const rows = await t.db.select().from(pins).where(eq(pins.boardId, board.id));
    expect(rows).toHaveLength(1);
    expect(made.json().pins.map((p: { id: string }) => p.id)).toEqual([rows[0]?.id]);

    const replay = await generate();
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(made.body);
    expect(await t.db.select().from(pins).where(eq(pins.boardId, board.id))).toHaveLength(1);
  });

  it('creates one board under 10 concurrent retries, and refuses the key with another body (422)', async () => {
    const { key } = await createKey(['write']);
    const before = await t.db.select().from(boards).where(eq(boards.workspaceId, workspaceId));
    const create = (name: string) => call('POST', '/boards', key, { name }, { 'idempotency-key': 'board-1' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => create('Weeknight dinners')));
    const made = oneRan(answers);
    const after = await t.db.select().from(boards).where(eq(boards.workspaceId, workspaceId));
    expect(after).toHaveLength(before.length + 1);
    const replay = await create('Weeknight dinners');
    expect(replay.body).toBe(made.body);
    problem(await create('Sunday roasts'), 422, 'idempotency_key_reused');
  });
});
