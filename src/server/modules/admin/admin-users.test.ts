// The admin console's read side for accounts: GET /api/admin/users/recent, /users and
// /users/{id}. Figures are checked against counts made another way (plain SQL with AT TIME ZONE,
// or what the test itself inserted).
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { createUser, personalWorkspace } from '../../../../tests/factories/users';
import type { PinStatus } from '../../../shared/api/pins';
import { getPlan } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { apiCalls, pinGenerations, pins, pinterestConnections } from '../../db/schema';
import { expectRefusal } from '../../http/test-support';
import { type AdminConsole, scalar, setUser, withAdminConsole, workspaceOf } from './test-support';

let db: Database;
let adminId: string;
let get: AdminConsole['get'];
withAdminConsole((context) => {
  ({ db, adminId, get } = context);
});

const HOUR = 3_600_000;

const SLOT_STATUSES = ['scheduled', 'publishing', 'posted', 'failed'] as const;

/**
 * Pins around now, one an hour for the next 48 hours but one every 6 hours for the 48 before, so a
 * day's count depends on where the day starts; pins in review (with a time, not counted) every 4
 * hours; generations every 19 hours back 35 days, and one either side of the user's own month start.
 */
async function seedActivity(userId: string) {
  const workspaceId = await workspaceOf(db, userId);
  const board = await createBoard(db, workspaceId);
  const now = Date.now();
  const hours = [
    ...Array.from({ length: 8 }, (_, k) => -48 + 6 * k),
    ...Array.from({ length: 48 }, (_, k) => k),
  ];
  await db.insert(pins).values([
    ...hours.map((h, k) => ({
      workspaceId,
      boardId: board.id,
      title: `Pin ${h}`,
      description: 'Timed pin',
      status: SLOT_STATUSES[k % SLOT_STATUSES.length] as PinStatus,
      scheduledTime: new Date(now + h * HOUR),
    })),
    ...Array.from({ length: 24 }, (_, k) => ({
      workspaceId,
      boardId: board.id,
      title: `Review ${k}`,
      description: 'In review',
      status: 'generated' as const,
      scheduledTime: new Date(now + (k * 4 - 48) * HOUR),
    })),
  ]);
  const result = (await db.execute(sql`
    select date_trunc('month', now() at time zone u.time_zone) at time zone u.time_zone as start
    from users u where u.id = ${userId}`)) as unknown as { rows: { start: Date | string }[] };
  const monthStart = new Date(result.rows[0]?.start ?? Number.NaN).getTime();
  await db
    .insert(pinGenerations)
    .values([
      ...Array.from({ length: 45 }, (_, k) => ({ workspaceId, createdAt: new Date(now - k * 19 * HOUR) })),
      { workspaceId, createdAt: new Date(monthStart - 60_000) },
      { workspaceId, createdAt: new Date(monthStart + 60_000) },
    ]);
}

/**
 * The user's figures counted with PostgreSQL's own calendar in their time zone (or in `zone`), over
 * the workspaces they pay for.
 */
async function expectedFigures(userId: string, zone?: string) {
  const tz = zone ? sql`${zone}::text` : sql`u.time_zone`;
  const month = await scalar(
    db,
    sql`
    select count(*) as n from pin_generations g
      join workspaces w on w.id = g.workspace_id join users u on u.id = w.owner_id
    where u.id = ${userId}
      and date_trunc('month', g.created_at at time zone ${tz})
        = date_trunc('month', now() at time zone ${tz})`,
  );
  const today = await scalar(
    db,
    sql`
    select count(*) as n from pins p
      join workspaces w on w.id = p.workspace_id join users u on u.id = w.owner_id
    where u.id = ${userId} and p.status <> 'generated'
      and (p.scheduled_time at time zone ${tz})::date = (now() at time zone ${tz})::date`,
  );
  return { pins_generated_this_month: month, pins_scheduled_today: today };
}

describe('GET /api/admin/users', () => {
  it('answers each row’s month and today in the user’s own time zone', async () => {
    const zones = ['UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
    const made = [];
    for (const timeZone of zones) {
      const { user } = await createUser(db, { timeZone, subscriptionPlan: 'enterprise' });
      await seedActivity(user.id);
      made.push(user);
    }
    const response = await get('/api/admin/users');
    expect(response.statusCode).toBe(200);
    const rows = response.json().users as Record<string, unknown>[];
    expect(rows).toHaveLength(3);
    const figures = new Set<string>();
    for (const user of made) {
      const row = rows.find((r) => r.id === user.id);
      const expected = await expectedFigures(user.id);
      expect(expected.pins_scheduled_today).toBeGreaterThan(0);
      expect(row).toMatchObject({
        ...expected,
        email: user.email,
        first_name: 'Maya',
        last_name: 'Lindqvist',
        subscription_plan: 'enterprise',
        subscription_status: 'trialing',
        suspended_at: null,
      });
      figures.add(JSON.stringify(expected));
    }
    // The data tells the zones apart: counted on UTC's calendar, neither far zone's figures hold.
    expect(figures.size).toBe(3);
    for (const user of made.slice(1)) {
      const inUtc = await expectedFigures(user.id, 'UTC');
      const own = await expectedFigures(user.id);
      expect(inUtc.pins_generated_this_month).not.toBe(own.pins_generated_this_month);
      expect(inUtc.pins_scheduled_today).not.toBe(own.pins_scheduled_today);
    }
  });

  it('lists customers newest first, 20 a page by default, with totals; past the end is empty', async () => {
    const base = Date.UTC(2026, 0, 1);
    const made = [];
    for (let i = 0; i < 25; i += 1) {
      const { user } = await createUser(db);
      await setUser(db, user.id, { createdAt: new Date(base + i * HOUR) });
      made.push(user.id);
    }
    const newestFirst = made.reverse();

    const first = (await get('/api/admin/users')).json();
    expect(first.pagination).toEqual({ page: 1, limit: 20, total: 25, totalPages: 2 });
    expect(first.users.map((u: { id: string }) => u.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.users.some((u: { id: string }) => u.id === adminId)).toBe(false);

    const third = (await get('/api/admin/users?page=3&limit=10')).json();
    expect(third.pagination).toEqual({ page: 3, limit: 10, total: 25, totalPages: 3 });
    expect(third.users.map((u: { id: string }) => u.id)).toEqual(newestFirst.slice(20));

    const beyond = await get('/api/admin/users?page=9&limit=10');
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual({
      users: [],
      pagination: { page: 9, limit: 10, total: 25, totalPages: 3 },
    });
  });

  it('breaks ties of the same sign-up instant by id, so pages never repeat a row', async () => {
    const ids = [];
    for (let i = 0; i < 5; i += 1) {
      const { user } = await createUser(db);
      await setUser(db, user.id, { createdAt: new Date(Date.UTC(2026, 0, 1)) });
      ids.push(user.id);
    }
    const seen = [];
    for (let page = 1; page <= 5; page += 1) {
      const body = (await get(`/api/admin/users?page=${page}&limit=1`)).json();
      seen.push(...body.users.map((u: { id: string }) => u.id));
    }
    expect(seen).toEqual([...ids].sort().reverse());
  });

  describe('search', () => {
    beforeEach(async () => {
      await createUser(db, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.com' });
      await createUser(db, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example.com' });
      await createUser(db, { firstName: 'Adam', lastName: 'Smith', email: 'adam@example.com' });
      await createUser(db, { firstName: 'Per%cent', lastName: 'Under_score', email: 'pc@example.com' });
    });

    const names = async (search: string) => {
      const response = await get(`/api/admin/users?search=${encodeURIComponent(search)}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.pagination.total).toBe(body.users.length);
      return body.users.map((u: { first_name: string }) => u.first_name).sort();
    };

    it('finds by first name, last name, full name and email, in any case', async () => {
      expect(await names('ADA')).toEqual(['Ada', 'Adam']);
      expect(await names('lovelace')).toEqual(['Ada']);
      expect(await names('ada LOVE')).toEqual(['Ada']);
      expect(await names('grace hopper')).toEqual(['Grace']);
      expect(await names('NAVY.example')).toEqual(['Grace']);
      expect(await names('  smith ')).toEqual(['Adam']);
      expect(await names('nobody-like-this')).toEqual([]);
      expect(await names('   ')).toEqual(['Ada', 'Adam', 'Grace', 'Per%cent']);
    });

    it('takes %, _ and \\ literally', async () => {
      expect(await names('%')).toEqual(['Per%cent']);
      expect(await names('_')).toEqual(['Per%cent']);
      expect(await names('r%c')).toEqual(['Per%cent']);
      expect(await names('a_a')).toEqual([]);
      expect(await names('\\')).toEqual([]);
    });

    it('pages through the matches with their own total', async () => {
      const body = (await get('/api/admin/users?search=example.com&limit=3&page=2')).json();
      expect(body.users).toHaveLength(1);
      expect(body.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
      expect((await get('/api/admin/users?search=zzz')).json().pagination).toEqual({
        page: 1,
        limit: 20,
        total: 0,
        totalPages: 0,
      });
    });
  });

  it.each([
    ['page=0', 'page must be a whole number from 1'],
    ['page=-1', 'page must be a whole number from 1'],
    ['page=1.5', 'page must be a whole number from 1'],
    ['page=abc', 'page must be a whole number from 1'],
    ['page=99999999999', 'page must be at most 1000000'],
    ['limit=0', 'limit must be a whole number from 1 to 100'],
    ['limit=-5', 'limit must be a whole number from 1 to 100'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['limit=1e300', 'limit must be a whole number from 1 to 100'],
    ['limit=ten', 'limit must be a whole number from 1 to 100'],
    [`search=${'a'.repeat(10_000)}`, 'search must be at most 200 characters'],
    ['sort=name', 'Unknown field: sort'],
  ])('refuses ?%s with a message naming the field', async (query, message) => {
    const response = await get(`/api/admin/users?${query}`);
    expectRefusal(response, 400, { error: message, code: 'validation_error' });
  });
});

describe('GET /api/admin/users/recent', () => {
  it('answers the 10 newest customers, newest first, with their figures', async () => {
    const base = Date.UTC(2026, 5, 1);
    const made = [];
    for (let i = 0; i < 12; i += 1) {
      const { user } = await createUser(db);
      await setUser(db, user.id, { createdAt: new Date(base + i * 60_000) });
      made.push(user.id);
    }
    // The newest account is staff: not a customer.
    await setUser(db, adminId, { createdAt: new Date(base + HOUR) });
    const newest = made.at(-1) as string;
    await seedActivity(newest);

    const response = await get('/api/admin/users/recent');
    expect(response.statusCode).toBe(200);
    const rows = response.json().users;
    expect(rows.map((u: { id: string }) => u.id)).toEqual(made.slice(2).reverse());
    expect(rows[0]).toMatchObject(await expectedFigures(newest));
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('answers the profile, usage, boards, pins by status, Pinterest and AI calls', async () => {
    const { user, workspaceId } = await createUser(db, {
      subscriptionPlan: 'pro',
      timeZone: 'Pacific/Kiritimati',
      firstName: 'Lin',
      lastName: 'Okafor',
    });
    const lastLogin = new Date(Date.now() - 5 * HOUR);
    await setUser(db, user.id, {
      lastLoginAt: lastLogin,
      suspendedAt: new Date(),
      suspendedReason: 'Spam pins',
    });
    const linked = await createBoard(db, workspaceId, {
      name: 'Linked',
      pinterestBoardId: 'pb-1',
      batchSize: 3,
    });
    const plain = await createBoard(db, workspaceId, { name: 'Plain' });
    for (const status of ['generated', 'generated', 'scheduled', 'posted'] as const) {
      await createPin(db, linked, {
        status,
        scheduledTime: status === 'generated' ? null : new Date(Date.now() + HOUR),
      });
    }
    await createPin(db, plain, { status: 'failed', scheduledTime: new Date(Date.now() - HOUR) });
    const now = Date.now();
    await db
      .insert(pinGenerations)
      .values(Array.from({ length: 4 }, (_, k) => ({ workspaceId, createdAt: new Date(now - k * 1_000) })));
    await db.insert(pinterestConnections).values({
      workspaceId,
      username: 'lin_pins',
      profile: '{}',
      accessTokenEncrypted: 'SEALED-ACCESS-TOKEN',
      refreshTokenEncrypted: 'SEALED-REFRESH-TOKEN',
      accessTokenExpiresAt: new Date(now + HOUR),
    });
    // 12 calls this UTC month, one before it, one of someone else.
    const monthStart = new Date(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1));
    const call = (at: number, userId: string | null, cost: number) => ({
      userId,
      type: 'text' as const,
      provider: 'local',
      model: 'local-text',
      statusCode: 200,
      prompt: `prompt at ${at}`,
      tokens: 10,
      cost,
      durationMs: 5,
      createdAt: new Date(at),
    });
    const elapsed = now - monthStart.getTime();
    await db
      .insert(apiCalls)
      .values([
        ...Array.from({ length: 12 }, (_, k) => call(now - (k * elapsed) / 12, user.id, 0.01 * (k + 1))),
        call(monthStart.getTime() - 1_000, user.id, 5),
        call(now, (await createUser(db)).user.id, 7),
      ]);

    const response = await get(`/api/admin/users/${user.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    const plan = getPlan('pro');
    expect(detail.user).toMatchObject({
      id: user.id,
      first_name: 'Lin',
      last_name: 'Okafor',
      subscription_plan: 'pro',
      subscription_status: 'trialing',
      billing_cycle: 'monthly',
      trial_ends_at: (await personalWorkspace(db, user.id)).trialEndsAt?.toISOString(),
      time_zone: 'Pacific/Kiritimati',
      last_login_at: lastLogin.toISOString(),
      suspended_reason: 'Spam pins',
      ...(await expectedFigures(user.id)),
    });
    expect(detail.user.suspended_at).not.toBeNull();
    expect(detail.usage).toEqual({
      month: { used: 4, limit: plan.pinsPerMonth },
      day: { used: 4, limit: plan.pinsPerDay },
    });
    expect(detail.boards).toEqual([
      { id: linked.id, name: 'Linked', pins_per_day: 3, pin_count: 4, linked_to_pinterest: true },
      { id: plain.id, name: 'Plain', pins_per_day: 1, pin_count: 1, linked_to_pinterest: false },
    ]);
    expect(detail.pins_by_status).toEqual({
      generated: 2,
      scheduled: 1,
      publishing: 0,
      posted: 1,
      failed: 1,
    });
    expect(detail.pinterest).toMatchObject({ username: 'lin_pins', status: 'connected' });
    expect(response.body).not.toContain('SEALED');
    expect(detail.api_calls.recent).toHaveLength(10);
    expect(detail.api_calls.recent[0]).toMatchObject({ user_id: user.id, user_email: user.email });
    const times = detail.api_calls.recent.map((c: { timestamp: string }) => c.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    expect(detail.api_calls.calls_this_month).toBe(12);
    expect(detail.api_calls.cost_this_month).toBeCloseTo(0.78, 10);
  });

  it('answers an account with nothing yet', async () => {
    const { user } = await createUser(db);
    const detail = (await get(`/api/admin/users/${user.id}`)).json();
    expect(detail.boards).toEqual([]);
    expect(detail.pins_by_status).toEqual({
      generated: 0,
      scheduled: 0,
      publishing: 0,
      posted: 0,
      failed: 0,
    });
    expect(detail.pinterest).toBeNull();
    expect(detail.api_calls).toEqual({ recent: [], calls_this_month: 0, cost_this_month: 0 });
    expect(detail.usage.month).toEqual({ used: 0, limit: getPlan('free').pinsPerMonth });
  });

  it.each([
    ['an unknown id', () => '00000000-0000-4000-8000-000000000000'],
    ['a malformed id', () => 'not-a-uuid'],
    ['an admin account', () => adminId],
  ])('answers 404 for %s', async (_, id) => {
    const response = await get(`/api/admin/users/${encodeURIComponent(id())}`);
    expectRefusal(response, 404, { error: 'User not found', code: 'not_found' });
  });
});
