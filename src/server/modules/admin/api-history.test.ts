// The admin console's API history: GET /api/admin/api-history (filters), /totals, /{id}, and
// DELETE /api/admin/api-history with its audit entry. Calls are inserted straight into api_calls.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { Database } from '../../db/connection';
import { adminAuditLog, apiCalls } from '../../db/schema';
import { expectRefusal } from '../../http/test-support';

let app: FastifyInstance;
let db: Database;
let adminToken: string;
let admin: { id: string; email: string };

beforeEach(async () => {
  ({ app, db } = await createTestApp());
  const made = await createAdmin(app, db);
  adminToken = made.token;
  admin = made.user;
});
afterEach(async () => {
  await app.close();
});

const request = (method: 'GET' | 'DELETE', url: string, token: string | null = adminToken) =>
  app.inject({ method, url, headers: token ? bearer(token) : {} });
const get = (url: string, token?: string | null) => request('GET', url, token);

type CallInsert = typeof apiCalls.$inferInsert;
let sequence = 0;

async function insertCall(overrides: Partial<CallInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(apiCalls)
    .values({
      type: 'text',
      provider: 'local',
      model: 'local-text',
      statusCode: 200,
      prompt: `Prompt number ${sequence}`,
      tokens: 100,
      cost: 0.0125,
      durationMs: 250,
      requestBody: '{"model":"local-text"}',
      responseBody: '{"choices":[]}',
      createdAt: new Date(Date.now() - sequence * 1_000),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('api call insert returned no row');
  return row;
}

describe('who may read and clear', () => {
  it('refuses no token and a user token on every route, and admits an admin', async () => {
    const call = await insertCall();
    const { token } = await createUser(db);
    const routes: ['GET' | 'DELETE', string][] = [
      ['GET', '/api/admin/api-history'],
      ['GET', '/api/admin/api-history/totals'],
      ['GET', `/api/admin/api-history/${call.id}`],
      ['DELETE', '/api/admin/api-history'],
    ];
    for (const [method, url] of routes) {
      for (const as of [null, token]) {
        const response = await request(method, url, as);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().code).toBe('unauthorized');
      }
    }
    expect(await db.$count(apiCalls)).toBe(1);
    for (const [method, url] of routes) expect((await request(method, url)).statusCode, url).toBe(200);
  });
});

describe('GET /api/admin/api-history', () => {
  it('lists the newest calls first, with a 100-character preview and the user’s email', async () => {
    const { user } = await createUser(db, { email: 'Writer@Example.com' });
    const long = 'é'.repeat(60) + 'x'.repeat(140);
    const older = await insertCall({ createdAt: new Date(Date.now() - 60_000), userId: null });
    const newer = await insertCall({
      createdAt: new Date(Date.now() - 1_000),
      userId: user.id,
      prompt: long,
      type: 'image',
      provider: 'openai',
      model: 'gpt-image-1',
      statusCode: 429,
      tokens: 0,
      cost: 0.04,
      durationMs: 1234,
      errorMessage: 'Rate limited',
    });
    const response = await get('/api/admin/api-history');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((c: { id: string }) => c.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toEqual({
      id: newer.id,
      type: 'image',
      status_code: 429,
      model: 'gpt-image-1',
      provider: 'openai',
      prompt_preview: long.slice(0, 100),
      tokens: 0,
      cost: 0.04,
      duration: 1234,
      timestamp: newer.createdAt.toISOString(),
      user_id: user.id,
      user_email: 'Writer@Example.com',
      // Written with Pinloom's prompts (a workspace's own would be named, ADR 0037).
      prompt_versions: null,
    });
    expect(list[1]).toMatchObject({ user_id: null, user_email: null, prompt_preview: older.prompt });
  });

  it('answers at most 100 by default, and `limit` of them when asked', async () => {
    await db.insert(apiCalls).values(
      Array.from({ length: 105 }, (_, k) => ({
        type: 'text' as const,
        provider: 'local',
        model: 'm',
        statusCode: 200,
        prompt: `p${k}`,
        durationMs: 1,
        createdAt: new Date(Date.now() - k * 1_000),
      })),
    );
    const all = (await get('/api/admin/api-history')).json();
    expect(all).toHaveLength(100);
    expect(all[0].prompt_preview).toBe('p0');
    expect(all[99].prompt_preview).toBe('p99');
    expect((await get('/api/admin/api-history?limit=7')).json()).toHaveLength(7);
  });

  it('answers an empty list when there is no history', async () => {
    expect((await get('/api/admin/api-history')).json()).toEqual([]);
  });

  it('filters by type, by status (2xx or not) and by the user’s email in any case', async () => {
    const ada = (await createUser(db, { email: 'ada@example.com' })).user;
    const bob = (await createUser(db, { email: 'bob@example.com' })).user;
    const calls = {
      adaText: await insertCall({ userId: ada.id, type: 'text', statusCode: 200 }),
      adaImageFailed: await insertCall({ userId: ada.id, type: 'image', statusCode: 500 }),
      adaImage: await insertCall({ userId: ada.id, type: 'image', statusCode: 299 }),
      bobText429: await insertCall({ userId: bob.id, type: 'text', statusCode: 429 }),
      bobText300: await insertCall({ userId: bob.id, type: 'text', statusCode: 300 }),
      anonymous199: await insertCall({ userId: null, type: 'image', statusCode: 199 }),
    };
    const ids = async (query: string) => {
      const response = await get(`/api/admin/api-history?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().map((c: { id: string }) => c.id);
    };
    expect(await ids('type=image')).toEqual([
      calls.adaImageFailed.id,
      calls.adaImage.id,
      calls.anonymous199.id,
    ]);
    expect(await ids('status=success')).toEqual([calls.adaText.id, calls.adaImage.id]);
    expect(await ids('status=error')).toEqual([
      calls.adaImageFailed.id,
      calls.bobText429.id,
      calls.bobText300.id,
      calls.anonymous199.id,
    ]);
    expect(await ids('user=ADA%40Example.COM')).toEqual([
      calls.adaText.id,
      calls.adaImageFailed.id,
      calls.adaImage.id,
    ]);
    expect(await ids('user=ada')).toEqual([]);
    expect(await ids('user=%25%40example.com')).toEqual([]);
    expect(await ids('user=nobody%40example.com')).toEqual([]);
    expect(await ids('type=image&status=error&user=ada%40example.com')).toEqual([calls.adaImageFailed.id]);
    expect(await ids('type=text&status=error&limit=1')).toEqual([calls.bobText429.id]);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=-1', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=99999999999999999999', 'limit must be a whole number from 1 to 100'],
    ['limit=many', 'limit must be a whole number from 1 to 100'],
    ['type=video', "type must be 'text' or 'image'"],
    ['status=ok', "status must be 'success' or 'error'"],
    [`user=${'a'.repeat(10_000)}`, 'user must be at most 320 characters'],
    ['page=2', 'Unknown field: page'],
  ])('refuses ?%s with a message naming the field', async (query, message) => {
    const response = await get(`/api/admin/api-history?${query}`);
    expectRefusal(response, 400, { error: message, code: 'validation_error' });
  });
});

describe('GET /api/admin/api-history/totals', () => {
  it('counts and costs the calls of the UTC day and month, with the same filters', async () => {
    const ada = (await createUser(db, { email: 'ada@example.com' })).user;
    const now = new Date();
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    await insertCall({ createdAt: now, cost: 0.5, userId: ada.id });
    await insertCall({ createdAt: dayStart, cost: 0.25, type: 'image', statusCode: 500 });
    await insertCall({ createdAt: new Date(dayStart.getTime() - 1_000), cost: 1, userId: ada.id });
    await insertCall({ createdAt: monthStart, cost: 2, type: 'image' });
    await insertCall({ createdAt: new Date(monthStart.getTime() - 1_000), cost: 4 });

    // Expected figures counted with PostgreSQL's calendar, per filter.
    const expected = async (where: ReturnType<typeof sql>) => {
      const result = (await db.execute(sql`
        select
          count(*) filter (where date_trunc('day', a.created_at at time zone 'UTC')
            = date_trunc('day', now() at time zone 'UTC')) as calls_today,
          coalesce(sum(a.cost) filter (where date_trunc('day', a.created_at at time zone 'UTC')
            = date_trunc('day', now() at time zone 'UTC')), 0) as cost_today,
          count(*) filter (where date_trunc('month', a.created_at at time zone 'UTC')
            = date_trunc('month', now() at time zone 'UTC')) as calls_this_month,
          coalesce(sum(a.cost) filter (where date_trunc('month', a.created_at at time zone 'UTC')
            = date_trunc('month', now() at time zone 'UTC')), 0) as cost_this_month
        from api_calls a left join users u on u.id = a.user_id
        where ${where}`)) as unknown as { rows: Record<string, string | number>[] };
      const row = result.rows[0] ?? {};
      return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
    };
    const totals = async (query: string) => {
      const response = await get(`/api/admin/api-history/totals${query}`);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const all = await totals('');
    expect(all.calls_this_month).toBeGreaterThanOrEqual(3);
    for (const [key, value] of Object.entries(await expected(sql`true`))) {
      expect(all[key], key).toBeCloseTo(value, 10);
    }
    const images = await totals('?type=image&status=error');
    for (const [key, value] of Object.entries(
      await expected(sql`a.type = 'image' and a.status_code not between 200 and 299`),
    )) {
      expect(images[key], key).toBeCloseTo(value, 10);
    }
    const adas = await totals('?user=ADA@example.com');
    for (const [key, value] of Object.entries(await expected(sql`lower(u.email) = 'ada@example.com'`))) {
      expect(adas[key], key).toBeCloseTo(value, 10);
    }
    expect(adas.calls_today).toBe(1);
    expect(adas.cost_today).toBeCloseTo(0.5, 10);
  });

  it('refuses a bad filter and an unknown key', async () => {
    expect((await get('/api/admin/api-history/totals?status=maybe')).json()).toEqual({
      error: "status must be 'success' or 'error'",
      code: 'validation_error',
    });
    expect((await get('/api/admin/api-history/totals?limit=5')).json()).toEqual({
      error: 'Unknown field: limit',
      code: 'validation_error',
    });
  });
});

describe('GET /api/admin/api-history/{id}', () => {
  it('answers the whole record', async () => {
    const { user } = await createUser(db);
    const call = await insertCall({
      userId: user.id,
      prompt: 'A'.repeat(300),
      requestBody: '{"prompt":"A…"}',
      responseBody: '{"error":"busy"}',
      statusCode: 503,
      errorMessage: 'The provider is busy',
      cost: 0.000123,
    });
    const response = await get(`/api/admin/api-history/${call.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: call.id,
      type: 'text',
      status_code: 503,
      model: 'local-text',
      provider: 'local',
      prompt_preview: 'A'.repeat(100),
      prompt: 'A'.repeat(300),
      tokens: 100,
      cost: 0.000123,
      duration: 250,
      timestamp: call.createdAt.toISOString(),
      user_id: user.id,
      user_email: user.email,
      prompt_versions: null,
      request_body: '{"prompt":"A…"}',
      response_body: '{"error":"busy"}',
      error_message: 'The provider is busy',
    });
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', 'abc'],
    ['a path trick', '..%2F..%2Fstats'],
  ])('answers 404 for %s', async (_, id) => {
    const response = await get(`/api/admin/api-history/${id}`);
    expectRefusal(response, 404, { error: 'API call not found', code: 'not_found' });
  });
});

describe('DELETE /api/admin/api-history', () => {
  it('deletes every call and writes who did it in the change history', async () => {
    for (let i = 0; i < 3; i += 1) await insertCall();
    const response = await request('DELETE', '/api/admin/api-history');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, deleted: 3 });
    expect((await get('/api/admin/api-history')).json()).toEqual([]);
    const entries = await db.select().from(adminAuditLog);
    expect(entries).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        adminEmail: admin.email,
        action: 'api_history.clear',
        target: 'api_history',
        oldValue: '3',
        newValue: null,
      }),
    ]);
  });

  it('answers 0 deleted on an empty history, and still records the clear', async () => {
    expect((await request('DELETE', '/api/admin/api-history')).json()).toEqual({ success: true, deleted: 0 });
    expect(await db.$count(adminAuditLog)).toBe(1);
  });
});
