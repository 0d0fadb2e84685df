// The admin console's figures for the whole service (GET /api/admin/stats), checked against counts
// made another way, and who may read the console's account pages at all.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBoard } from '../../../../tests/factories/boards';
import { createUser } from '../../../../tests/factories/users';
import type { Database } from '../../db/connection';
import { activityEvents, analyticsCollections, pinGenerations, pinterestConnections } from '../../db/schema';
import {
  type AdminConsole,
  scalar,
  setPlanOf,
  setUser,
  utcDayStart,
  withAdminConsole,
  workspaceOf,
} from './test-support';

let db: Database;
let adminId: string;
let get: AdminConsole['get'];
withAdminConsole((context) => {
  ({ db, adminId, get } = context);
});

describe('who may read', () => {
  it('refuses no token and a user token on every route, and admits an admin', async () => {
    const { user, token } = await createUser(db);
    for (const url of [
      '/api/admin/stats',
      '/api/admin/users/recent',
      '/api/admin/users',
      `/api/admin/users/${user.id}`,
    ]) {
      for (const as of [null, token]) {
        const response = await get(url, as);
        expect(response.statusCode, `${url} with ${as ? 'a user token' : 'no token'}`).toBe(401);
        expect(response.json().code).toBe('unauthorized');
      }
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });
});

describe('GET /api/admin/stats', () => {
  it('counts customers, subscribers, plans, boards and today’s generations, never staff', async () => {
    const a = (await createUser(db, { subscriptionPlan: 'free' })).user;
    await createUser(db, { subscriptionPlan: 'free' });
    await createUser(db, { subscriptionPlan: 'starter' }); // trialing: not yet a subscriber
    const d = (await createUser(db, { subscriptionPlan: 'pro' })).user;
    const e = (await createUser(db, { subscriptionPlan: 'enterprise' })).user;
    const f = (await createUser(db, { subscriptionPlan: 'starter' })).user;
    const g = (await createUser(db, { subscriptionPlan: 'pro' })).user;
    await setPlanOf(db, d.id, { subscriptionStatus: 'active' });
    await setPlanOf(db, e.id, { subscriptionStatus: 'past_due' });
    await setPlanOf(db, f.id, { subscriptionStatus: 'canceled' });
    await setPlanOf(db, g.id, { subscriptionStatus: 'active' });
    await setUser(db, g.id, { suspendedAt: new Date(), suspendedReason: 'spam' });
    // Staff on a paid, active plan, with boards and a generation today: counted nowhere.
    await setPlanOf(db, adminId, { subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    // Content counts as the paying owner's of its workspace (ADR 0032).
    const staffSpace = await workspaceOf(db, adminId);
    const aSpace = await workspaceOf(db, a.id);
    const dSpace = await workspaceOf(db, d.id);
    const eSpace = await workspaceOf(db, e.id);
    await createBoard(db, staffSpace);
    await createBoard(db, staffSpace);
    await createBoard(db, aSpace);
    for (let i = 0; i < 2; i += 1) await createBoard(db, dSpace);
    for (let i = 0; i < 3; i += 1) await createBoard(db, eSpace);

    const now = new Date();
    const dayStart = utcDayStart(now);
    await db.insert(pinGenerations).values([
      { workspaceId: aSpace, createdAt: now },
      { workspaceId: aSpace, createdAt: new Date(now.getTime() - 1_000) },
      { workspaceId: aSpace, createdAt: new Date(dayStart.getTime() - 1_000) }, // yesterday
      { workspaceId: dSpace, createdAt: dayStart },
      { workspaceId: staffSpace, createdAt: now },
    ]);

    const response = await get('/api/admin/stats');
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    expect(stats).toEqual({
      totalUsers: 7,
      activeSubscribers: 3, // d and g (active) and e (past_due); trialing, canceled and free are not
      pinsGeneratedToday: 3,
      totalBoards: 6,
      freeUsers: 2,
      starterUsers: 2,
      proUsers: 2,
      enterpriseUsers: 1,
      todayStartsAt: dayStart.toISOString(),
      published_per_day: expect.any(Array),
      failed_per_day: expect.any(Array),
      analytics_collection: { accounts_ok: 0, accounts_paused: 0, accounts_failed: 0, last_run_at: null },
    });
    // The same figure counted another way: the UTC calendar date of each generation.
    expect(
      await scalar(
        db,
        sql`
        select count(*) as n from pin_generations g
          join workspaces w on w.id = g.workspace_id join users u on u.id = w.owner_id
        where u.role <> 'admin'
          and (g.created_at at time zone 'UTC')::date = (now() at time zone 'UTC')::date`,
      ),
    ).toBe(stats.pinsGeneratedToday);
  });

  it('answers zeros on an empty service', async () => {
    const stats = (await get('/api/admin/stats')).json();
    expect(stats).toMatchObject({
      totalUsers: 0,
      activeSubscribers: 0,
      pinsGeneratedToday: 0,
      totalBoards: 0,
    });
  });
});

describe('publishing and analytics figures', () => {
  it('counts pins published and failed per UTC day of the last 30, and each account’s collection', async () => {
    const { workspaceId } = await createUser(db);
    const now = new Date();
    const today = utcDayStart(now);
    const day = 86_400_000;
    const event = (action: 'pin.published' | 'pin.failed', createdAt: Date) => ({
      workspaceId,
      action,
      actorName: 'Pinloom',
      subject: 'A pin',
      createdAt,
    });
    await db.insert(activityEvents).values([
      event('pin.published', today),
      event('pin.published', new Date(today.getTime() - day + 1000)),
      event('pin.failed', new Date(today.getTime() - day + 2000)),
      // 30 days before today: outside the last 30 days.
      event('pin.published', new Date(today.getTime() - 30 * day)),
    ]);
    const sealed = {
      accessToken: 'a',
      refreshToken: 'r',
      accessTokenExpiresAt: now,
      refreshTokenExpiresAt: null,
    };
    const connection = async (username: string, status: 'connected' | 'needs_reconnect' = 'connected') => {
      const [row] = await db
        .insert(pinterestConnections)
        .values({
          workspaceId,
          username,
          profile: '{}',
          accessTokenEncrypted: sealed.accessToken,
          refreshTokenEncrypted: sealed.refreshToken,
          accessTokenExpiresAt: now,
          status,
        })
        .returning();
      return row?.id as string;
    };
    const ok = await connection('ok');
    const failed = await connection('failed');
    await connection('lost', 'needs_reconnect');
    await connection('never');
    await db.insert(analyticsCollections).values([
      { connectionId: ok, workspaceId, status: 'ok', lastRunAt: new Date(now.getTime() - 5000) },
      { connectionId: failed, workspaceId, status: 'failed', lastRunAt: now },
    ]);

    const stats = (await get('/api/admin/stats')).json();
    expect(stats.published_per_day).toHaveLength(30);
    expect(stats.published_per_day.at(-1)).toEqual({ date: today.toISOString().slice(0, 10), count: 1 });
    expect(stats.published_per_day.at(-2).count).toBe(1);
    expect(stats.failed_per_day.at(-2).count).toBe(1);
    expect(stats.published_per_day.reduce((sum: number, d: { count: number }) => sum + d.count, 0)).toBe(2);
    expect(stats.analytics_collection).toEqual({
      accounts_ok: 1,
      accounts_paused: 1,
      accounts_failed: 1,
      last_run_at: now.toISOString(),
    });
  });
});
