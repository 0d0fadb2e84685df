// API keys and the public API (ADR 0046): a key is shown once and stored as a hash; it opens
// /api/v1 as its creator in its workspace and nothing else; every refusal is an RFC 9457 problem
// (401 whether or not the key exists, 403 for the plan and the scope), and each key has its rate
// limit with RateLimit-* headers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { planFeatureMessage } from '../../../shared/plan-features';
import { apiKeys, rateLimitHits } from '../../db/schema';
import { setPlan } from '../workspaces';
import { addMember } from '../workspaces/test-support';

/** A small limit per key, so the test reaches it. */
const LIMIT = 20;
const START = new Date('2026-11-20T10:00:00.000Z');
let now = START;
let t: TestApp;
let token: string;
let workspaceId: string;

beforeEach(async () => {
  now = START;
  t = await createTestApp({
    clock: { now: () => now, random: () => 0.5 },
    rateLimits: { apiKeyRequests: { max: LIMIT, windowMs: 60_000 } },
  });
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'enterprise' }, START));
});
afterEach(async () => {
  await t.app.close();
});

async function createKey(scopes: string[] = ['read'], as = token) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: { ...bearer(as), 'x-workspace-id': workspaceId },
    payload: { name: 'Shop sync', scopes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { key: string; api_key: { id: string; prefix: string; scopes: string[] } };
}

const v1 = (url: string, key: string | null, method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: key === null ? {} : { authorization: `Bearer ${key}` },
  });

function expectProblem(response: Awaited<ReturnType<typeof v1>>, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = response.json();
  expect(body).toMatchObject({
    status,
    code,
    type: expect.stringContaining(code),
    title: expect.any(String),
  });
  expect(typeof body.detail).toBe('string');
  return body as { detail: string };
}

describe('the key lifecycle', () => {
  it('shows the key once, keeps only its hash, lists it without the secret and revokes it at once', async () => {
    const { key, api_key } = await createKey(['write']);
    expect(key).toMatch(/^pl_live_[A-Za-z0-9_-]{43}$/);
    expect(api_key.prefix).toBe(key.slice(0, 14));
    expect(api_key.scopes).toEqual(['read', 'write']);

    const list = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: bearer(token) });
    expect(list.json()).toMatchObject({ in_force: true, api_keys: [{ id: api_key.id, last_used_at: null }] });
    expect(list.body).not.toContain(key.slice(14));

    const rows = await t.db.select().from(apiKeys);
    expect(JSON.stringify(rows)).not.toContain(key.slice(14));
    expect(rows[0]?.hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await v1('/boards', key)).statusCode).toBe(200);
    const used = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: bearer(token) });
    expect(used.json().api_keys[0].last_used_at).toBe(START.toISOString());

    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${api_key.id}`,
      headers: bearer(token),
    });
    expect(revoked.statusCode).toBe(200);
    expectProblem(await v1('/boards', key), 401, 'unauthorized');
    const after = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: bearer(token) });
    expect(after.json().api_keys).toEqual([]);
  });

  it('notes the last use at most once a minute', async () => {
    const { key } = await createKey();
    await v1('/boards', key);
    now = new Date(START.getTime() + 30_000);
    await v1('/boards', key);
    const [first] = await t.db.select().from(apiKeys);
    expect(first?.lastUsedAt).toEqual(START);
    now = new Date(START.getTime() + 61_000);
    await v1('/boards', key);
    const [second] = await t.db.select().from(apiKeys);
    expect(second?.lastUsedAt).toEqual(now);
  });

  it('lets admins create keys and refuses editors; a key of another workspace is not found', async () => {
    const editor = await createUser(t.db, {}, START);
    await addMember(t.db, { workspaceId, userId: editor.user.id, role: 'editor', now: START });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { ...bearer(editor.token), 'x-workspace-id': workspaceId },
      payload: { name: 'Mine', scopes: ['read'] },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('role_required');

    const { api_key } = await createKey();
    const other = await createUser(t.db, { subscriptionPlan: 'enterprise' }, START);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${api_key.id}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/api-keys/nope', headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses to create a key below Enterprise, and lists the plan as not in force', async () => {
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'pro' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: bearer(token),
      payload: { name: 'Shop sync', scopes: ['read'] },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'plan_feature', error: planFeatureMessage('api_access') });
    const list = await t.app.inject({ method: 'GET', url: '/api/api-keys', headers: bearer(token) });
    expect(list.json()).toEqual({ api_keys: [], in_force: false });
  });

  it('lets an Enterprise trial create keys', async () => {
    await setPlan(t.db, workspaceId, {
      subscriptionPlan: 'enterprise',
      subscriptionStatus: 'trialing',
      trialEndsAt: new Date(START.getTime() + 86_400_000),
    });
    await createKey();
  });
});

describe('refusals on /api/v1', () => {
  it('answers 401 alike for a missing, malformed, unknown or session token', async () => {
    const { key } = await createKey();
    const unknown = `pl_live_${'A'.repeat(43)}`;
    const details = new Set<string>();
    for (const sent of [null, 'nonsense', `${key}x`, unknown, token]) {
      details.add(expectProblem(await v1('/boards', sent), 401, 'unauthorized').detail);
    }
    expect(details.size).toBe(1);
  });

  it('refuses a downgraded plan with 403 plan_feature and works again after an upgrade', async () => {
    const { key } = await createKey();
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'pro' });
    const refused = expectProblem(await v1('/boards', key), 403, 'plan_feature');
    expect(refused.detail).toBe(planFeatureMessage('api_access'));
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'enterprise' });
    expect((await v1('/boards', key)).statusCode).toBe(200);
  });

  it('stops a removed member’s keys at once', async () => {
    const admin = await createUser(t.db, {}, START);
    await addMember(t.db, { workspaceId, userId: admin.user.id, role: 'admin', now: START });
    const { key } = await createKey(['read'], admin.token);
    expect((await v1('/boards', key)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/${workspaceId}/members/${admin.user.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expectProblem(await v1('/boards', key), 401, 'unauthorized');
  });

  it('never opens the session routes: admin, account, password and billing refuse a key', async () => {
    const { key } = await createKey(['write']);
    const routes: [string, string][] = [
      ['GET', '/api/admin/users'],
      ['GET', '/api/user/profile'],
      ['PUT', '/api/user/password'],
      ['POST', '/api/user/delete-account'],
      ['POST', '/api/payment/create-portal'],
      ['POST', '/api/payment/create-checkout'],
      ['GET', '/api/user/billing'],
      ['GET', '/api/boards'],
      ['GET', '/api/api-keys'],
    ];
    for (const [method, url] of routes) {
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${key}` },
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('counts requests per key with RateLimit headers and answers 429 with Retry-After', async () => {
    const { key } = await createKey();
    const { key: other } = await createKey();
    now = new Date(START.getTime() + 15_000);
    for (let sent = 1; sent <= LIMIT; sent += 1) {
      const response = await v1('/boards', key);
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe(String(LIMIT));
      expect(response.headers['ratelimit-remaining']).toBe(String(LIMIT - sent));
      expect(response.headers['ratelimit-reset']).toBe('45');
    }
    const refused = await v1('/boards', key);
    expectProblem(refused, 429, 'rate_limited');
    expect(refused.headers['retry-after']).toBe('45');
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect((await v1('/boards', other)).statusCode).toBe(200);
    now = new Date(START.getTime() + 60_000);
    const next = await v1('/boards', key);
    expect(next.statusCode).toBe(200);
    expect(next.headers['ratelimit-remaining']).toBe(String(LIMIT - 1));
    // The key's first request of a window leaves only that window's counter.
    const windows = await t.db
      .select({ key: rateLimitHits.key, windowStart: rateLimitHits.windowStart, hits: rateLimitHits.hits })
      .from(rateLimitHits);
    const keyIds = Object.fromEntries(
      (await t.db.select({ id: apiKeys.id, prefix: apiKeys.prefix }).from(apiKeys)).map((row) => [
        row.prefix,
        row.id,
      ]),
    );
    expect(windows.sort((a, b) => a.windowStart.getTime() - b.windowStart.getTime())).toEqual([
      { key: `api-key:${keyIds[other.slice(0, 14)]}`, windowStart: START, hits: 1 },
      { key: `api-key:${keyIds[key.slice(0, 14)]}`, windowStart: now, hits: 1 },
    ]);
  });

  it('counts nothing for a key that opens nothing', async () => {
    const { key, api_key } = await createKey();
    await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${api_key.id}`, headers: bearer(token) });
    expectProblem(await v1('/boards', key), 401, 'unauthorized');
    expect(await t.db.select().from(rateLimitHits)).toEqual([]);
  });
});

describe('the v1 routes', () => {
  it('lists and gets boards, and answers another workspace’s board 404', async () => {
    const { key } = await createKey();
    const board = await createBoard(t.db, workspaceId, { name: 'Dinners' });
    const other = await createUser(t.db, { subscriptionPlan: 'enterprise' }, START);
    const foreign = await createBoard(t.db, other.workspaceId);
    const list = await v1('/boards', key);
    expect(list.json().boards.map((b: { name: string }) => b.name)).toEqual(['Dinners']);
    expect((await v1(`/boards/${board.id}`, key)).json().board.id).toBe(board.id);
    expectProblem(await v1(`/boards/${foreign.id}`, key), 404, 'not_found');
    expectProblem(await v1('/boards/not-an-id', key), 404, 'not_found');
  });

  it('pages pins by cursor, filters by status and board, and hides another workspace’s pin', async () => {
    const { key } = await createKey();
    const board = await createBoard(t.db, workspaceId);
    const second = await createBoard(t.db, workspaceId);
    const made: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const pin = await createPin(t.db, board, { createdAt: new Date(START.getTime() - i * 60_000) });
      made.push(pin.id);
    }
    await createPin(t.db, second, {
      status: 'scheduled',
      scheduledTime: new Date(START.getTime() + 86_400_000),
    });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await v1(`/pins?board_id=${board.id}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, key);
      expect(page.statusCode, page.body).toBe(200);
      const body = page.json() as { pins: { id: string }[]; next_cursor: string | null };
      seen.push(...body.pins.map((pin) => pin.id));
      cursor = body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(made);
    const scheduled = (await v1('/pins?status=scheduled', key)).json();
    expect(scheduled.pins).toHaveLength(1);
    expectProblem(await v1('/pins?cursor=bm9wZQ', key), 400, 'validation_error');
    expectProblem(await v1('/pins?limit=101', key), 400, 'validation_error');

    expect((await v1(`/pins/${made[0]}`, key)).json().pin.id).toBe(made[0]);
    const other = await createUser(t.db, { subscriptionPlan: 'enterprise' }, START);
    const foreignPin = await createPin(t.db, await createBoard(t.db, other.workspaceId));
    expectProblem(await v1(`/pins/${foreignPin.id}`, key), 404, 'not_found');
  });

  it('publishes the v1 routes first in /api/docs with the key scheme, examples and problem answers', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(spec.paths);
    expect(paths.slice(0, 4)).toEqual([
      '/api/v1/boards',
      '/api/v1/boards/{boardId}',
      '/api/v1/pins',
      '/api/v1/pins/{pinId}',
    ]);
    const listPins = spec.paths['/api/v1/pins'].get;
    expect(listPins.security).toEqual([{ apiKey: [] }]);
    expect(listPins.tags).toEqual(['Public API v1']);
    expect(spec.tags[0].name).toBe('Public API v1');
    expect(JSON.stringify(listPins.responses['200'])).toContain('next_cursor');
    expect(JSON.stringify(listPins.responses['200'])).toContain('example');
    expect(Object.keys(listPins.responses['401'].content)).toEqual(['application/problem+json']);
  });
});

describe('approving a pin through /api/v1', () => {
  const approve = (pinId: string, key: string, idempotencyKey?: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/pins/${pinId}/approve`,
      headers: {
        authorization: `Bearer ${key}`,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      ...(payload ? { payload } : {}),
    });

  it('needs the write scope, and never more than the creator’s role now', async () => {
    const board = await createBoard(t.db, workspaceId);
    const pin = await createPin(t.db, board);
    const { key: readKey } = await createKey(['read']);
    expectProblem(await approve(pin.id, readKey), 403, 'forbidden');

    const admin = await createUser(t.db, {}, START);
    await addMember(t.db, { workspaceId, userId: admin.user.id, role: 'admin', now: START });
    const { key: writeKey } = await createKey(['write'], admin.token);
    const demoted = await t.app.inject({
      method: 'PUT',
      url: `/api/workspaces/${workspaceId}/members/${admin.user.id}`,
      headers: bearer(token),
      payload: { role: 'viewer' },
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expectProblem(await approve(pin.id, writeKey), 403, 'role_required');
    expect((await v1(`/pins/${pin.id}`, writeKey)).json().pin.status).toBe('generated');
  });

  it('approves with a write key, replays the same request and refuses the key with another body', async () => {
    const board = await createBoard(t.db, workspaceId);
    const pin = await createPin(t.db, board);
    const { key } = await createKey(['write']);
    const first = await approve(pin.id, key, 'approve-1');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().pin).toMatchObject({ id: pin.id, status: 'scheduled' });

    const again = await approve(pin.id, key, 'approve-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);

    const other = await approve(pin.id, key, 'approve-1', {
      scheduled_time: new Date(START.getTime() + 3 * 86_400_000).toISOString(),
    });
    expectProblem(other, 422, 'idempotency_key_reused');
    // Without the key, the pin already scheduled is a conflict, as in the app.
    expectProblem(await approve(pin.id, key), 409, 'conflict');
    // A day later the key is forgotten: the same request runs again (and meets the scheduled pin).
    now = new Date(START.getTime() + 24 * 3_600_000 + 1000);
    expectProblem(await approve(pin.id, key, 'approve-1'), 409, 'conflict');
  });

  it('approves one pin once under 10 concurrent retries with one key', async () => {
    const board = await createBoard(t.db, workspaceId);
    const pin = await createPin(t.db, board);
    const { key } = await createKey(['write']);
    const answers = await Promise.all(Array.from({ length: 10 }, () => approve(pin.id, key, 'retry-me')));
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((answer) => answer.body)).size).toBe(1);
    for (const answer of answers.filter((answer) => answer.statusCode !== 200)) {
      expectProblem(answer, 409, 'conflict');
    }
    const scheduled = (await v1('/pins?status=scheduled', key)).json();
    expect(scheduled.pins.map((p: { id: string }) => p.id)).toEqual([pin.id]);
    const replay = await approve(pin.id, key, 'retry-me');
    expect(replay.body).toBe(ok[0]?.body);
  });
});

describe('problems outside the v1 routes', () => {
  it('answers an address under /api/v1 that names no route, or a broken one, as a problem', async () => {
    const { key } = await createKey();
    expectProblem(await v1('/nothing', key), 404, 'not_found');
    expectProblem(await v1('/pins/%E0%A4%A', key), 400, 'bad_request');
    const app = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(app.json()).toEqual({ error: expect.any(String), code: 'not_found' });
  });
});
