// The analytics read routes: every plan's tier (summary for all, daily from Starter, detail from
// Pro, the CSV on Enterprise, 403 plan_feature below), range and metric validation naming the
// field, another workspace's pin, board or account (404), an unposted pin (409 not_published), and
// figures summed in the workspace's zone. The clock is frozen at the test's real now and every
// date is built from it.

import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { type AnalyticsMetric, NOT_PUBLISHED_MESSAGE } from '../../../shared/api/analytics';
import { planFeatureMessage } from '../../../shared/plan-features';
import type { PlanName } from '../../../shared/plans';
import { addDays, formatLocalDate, localDate } from '../../../shared/time-zone';
import {
  analyticsCollections,
  type BoardRow,
  type PinRow,
  pinterestConnections,
  workspaces,
} from '../../db/schema';
import { setPlan } from '../workspaces';
import { bestHoursToPrefer } from './learning';
import { storeFigures } from './test-support';

let t: TestApp;
let token: string;
let workspaceId: string;
let board: BoardRow;
const now = new Date();
const clock = { now: () => now, random: () => 0.5 };
const day = (offset: number) => formatLocalDate(addDays(localDate(now, 'UTC'), offset));

beforeEach(async () => {
  t = await createTestApp({ clock });
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'enterprise' }));
  board = await createBoard(t.db, workspaceId, { name: 'Baking' });
});
afterEach(async () => {
  await t.app.close();
});

const get = (url: string, as = token) => t.app.inject({ method: 'GET', url, headers: bearer(as) });

async function published(title: string, postedAt = new Date(now.getTime() - 10 * 86_400_000), on = board) {
  return createPin(t.db, on, {
    media: t.media,
    title,
    status: 'posted',
    postedAt,
    pinterestPinId: String(Math.floor(Math.random() * 1e15)),
  });
}

const figures = (pin: PinRow, date: string, values: Partial<Record<AnalyticsMetric, number>>) =>
  storeFigures(t.db, pin, date, values, now);

describe('plan tiers', () => {
  const routes = (pinId: string) =>
    [
      ['/api/analytics/summary', null],
      ['/api/analytics/daily', 'analytics_charts'],
      ['/api/analytics/top', 'analytics_detailed'],
      ['/api/analytics/best-times', 'analytics_detailed'],
      [`/api/analytics/pins/${pinId}`, 'analytics_detailed'],
      ['/api/analytics/export.csv', 'analytics_export'],
    ] as const;
  const least: Record<string, PlanName> = {
    analytics_charts: 'starter',
    analytics_detailed: 'pro',
    analytics_export: 'enterprise',
  };
  const order: PlanName[] = ['free', 'starter', 'pro', 'enterprise'];

  it.each(['free', 'starter', 'pro', 'enterprise'] as const)(
    'on %s, each route answers or refuses with plan_feature',
    async (plan) => {
      await setPlan(t.db, workspaceId, { subscriptionPlan: plan });
      const pin = await published('Soup');
      for (const [url, feature] of routes(pin.id)) {
        const response = await get(url);
        const allowed = feature === null || order.indexOf(plan) >= order.indexOf(least[feature] as PlanName);
        if (allowed) {
          expect(response.statusCode, `${plan} ${url}`).toBe(200);
        } else {
          expect(response.statusCode, `${plan} ${url}`).toBe(403);
          expect(response.json()).toEqual({
            code: 'plan_feature',
            error: planFeatureMessage(feature as never),
          });
        }
      }
      const summary = await get('/api/analytics/summary');
      expect(summary.json().plan_tier).toBe(
        { free: 'totals', starter: 'basic', pro: 'detailed', enterprise: 'advanced' }[plan],
      );
    },
  );
});

describe('the range and the metrics', () => {
  it.each([
    ['?from=2026-03-10&to=2026-03-01', 'to must not be before from'],
    ['?from=2026-01-01&to=2026-04-30', 'from and to span 120 days; a range is at most 90 days'],
    ['?from=2026-01-01', 'to is required with from'],
    ['?from=2026-02-30&to=2026-03-01', 'from is not a real date'],
    ['?from=yesterday&to=2026-03-01', 'from must be a date as YYYY-MM-DD, e.g. 2026-11-01'],
    ['?days=14', 'days must be 7, 30 or 90'],
    [
      '?metrics=impression,likes',
      'metrics has an unknown metric "likes": use impression, save, pin_click, outbound_click',
    ],
  ])('%s → 400 naming the field', async (query, message) => {
    for (const route of ['summary', 'daily', 'top', 'best-times', 'export.csv']) {
      const response = await get(`/api/analytics/${route}${query}`);
      expect(response.statusCode, route).toBe(400);
      expect(response.json()).toEqual({ code: 'validation_error', error: message });
    }
  });

  it('takes 7, 30 or 90 days up to today in the workspace’s zone, and compares with the period before', async () => {
    const pin = await published('Bread');
    await figures(pin, day(0), { impression: 30, save: 3 });
    await figures(pin, day(-6), { impression: 10 });
    await figures(pin, day(-7), { impression: 20, save: 0 });
    const response = await get('/api/analytics/summary?days=7');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.range).toEqual({ from: day(-6), to: day(0), days: 7 });
    expect(body.previous).toEqual({ from: day(-13), to: day(-7) });
    expect(body.totals.impression).toEqual({ value: 40, previous: 20, change: 1 });
    expect(body.totals.save).toEqual({ value: 3, previous: 0, change: null });
    expect(body.pins_measured).toBe(1);
    expect(body.collection).toEqual({ status: 'never', last_collected_at: null, message: null });
    expect((await get('/api/analytics/summary')).json().range.days).toBe(30);
  });

  it('fills every day of the range, zeros where nothing was collected', async () => {
    const pin = await published('Bread');
    await figures(pin, day(-2), { impression: 5, pin_click: 1 });
    const body = (await get(`/api/analytics/daily?from=${day(-3)}&to=${day(0)}`)).json();
    expect(body.days).toEqual([
      { date: day(-3), impression: 0, save: 0, pin_click: 0, outbound_click: 0 },
      { date: day(-2), impression: 5, save: 0, pin_click: 1, outbound_click: 0 },
      { date: day(-1), impression: 0, save: 0, pin_click: 0, outbound_click: 0 },
      { date: day(0), impression: 0, save: 0, pin_click: 0, outbound_click: 0 },
    ]);
  });
});

describe('another workspace’s things, and unposted pins', () => {
  it('answers 404 for a board, account or pin of another workspace', async () => {
    const other = await createUser(t.db, { subscriptionPlan: 'enterprise' });
    const theirBoard = await createBoard(t.db, other.workspaceId);
    const theirPin = await published('Theirs', undefined, theirBoard);
    expect((await get(`/api/analytics/summary?board_id=${theirBoard.id}`)).statusCode).toBe(404);
    expect((await get(`/api/analytics/top?board_id=not-a-uuid`)).statusCode).toBe(404);
    expect((await get(`/api/analytics/summary?account_id=${crypto.randomUUID()}`)).statusCode).toBe(404);
    const response = await get(`/api/analytics/pins/${theirPin.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Theirs');
    expect((await get(`/api/analytics/pins/${theirPin.id}`, other.token)).statusCode).toBe(200);
  });

  it('answers 409 not_published for a pin not posted yet', async () => {
    const pin = await createPin(t.db, board, { status: 'scheduled', scheduledTime: now });
    const response = await get(`/api/analytics/pins/${pin.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'not_published', error: NOT_PUBLISHED_MESSAGE });
  });
});

describe('detail', () => {
  it('ranks the top pins by impressions with their image and Pinterest page, and sums each board', async () => {
    const other = await createBoard(t.db, workspaceId, { name: 'Soups' });
    const low = await published('Low');
    const high = await published('High', undefined, other);
    await figures(low, day(-1), { impression: 10, save: 1 });
    await figures(high, day(-1), { impression: 50, outbound_click: 4 });
    const body = (await get('/api/analytics/top')).json();
    expect(body.pins.map((pin: { title: string }) => pin.title)).toEqual(['High', 'Low']);
    expect(body.pins[0]).toMatchObject({
      pin_id: high.id,
      board_id: other.id,
      board_name: 'Soups',
      image_url: t.media.publicUrl(high.imageKey as string),
      pinterest_url: expect.stringContaining(high.pinterestPinId as string),
      impression: 50,
      outbound_click: 4,
    });
    expect(body.boards).toEqual([
      {
        board_id: other.id,
        name: 'Soups',
        pins: 1,
        impression: 50,
        save: 0,
        pin_click: 0,
        outbound_click: 4,
      },
      {
        board_id: board.id,
        name: 'Baking',
        pins: 1,
        impression: 10,
        save: 1,
        pin_click: 0,
        outbound_click: 0,
      },
    ]);
    // Narrowed to a board, only its pins count.
    const narrowed = (await get(`/api/analytics/top?board_id=${board.id}&metrics=save`)).json();
    expect(narrowed.pins.map((pin: { title: string }) => pin.title)).toEqual(['Low']);
  });

  it('shows one pin’s days and totals', async () => {
    const pin = await published('Bread');
    await figures(pin, day(-1), { impression: 7, save: 2 });
    const body = (await get(`/api/analytics/pins/${pin.id}?days=7`)).json();
    expect(body.pin).toMatchObject({ pin_id: pin.id, title: 'Bread', board_name: 'Baking' });
    expect(body.days).toHaveLength(7);
    expect(body.totals).toEqual({ impression: 7, save: 2, pin_click: 0, outbound_click: 0 });
    // Narrowed to its board it is the same; to another board, none of its days count.
    const ownBoard = (await get(`/api/analytics/pins/${pin.id}?days=7&board_id=${board.id}`)).json();
    expect(ownBoard.totals).toEqual(body.totals);
    const other = await createBoard(t.db, workspaceId, { name: 'Soups' });
    const otherBoard = (await get(`/api/analytics/pins/${pin.id}?days=7&board_id=${other.id}`)).json();
    expect(otherBoard.totals).toEqual({ impression: 0, save: 0, pin_click: 0, outbound_click: 0 });
  });

  it('exports one row per pin per day as CSV, formulas defused', async () => {
    const pin = await published('=HYPERLINK("x"), "quoted"');
    await figures(pin, day(-1), { impression: 7, save: 2 });
    const response = await get(`/api/analytics/export.csv?days=7`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pinloom-analytics-${day(-6)}-to-${day(0)}.csv"`,
    );
    expect(response.body.split('\r\n')).toEqual([
      'date,pin_id,title,board,impression,save,pin_click,outbound_click',
      `${day(-1)},${pin.id},"'=HYPERLINK(""x""), ""quoted""",Baking,7,2,0,0`,
      '',
    ]);
  });
});

describe('best times', () => {
  /** A pin posted `daysAgo` days ago at `hour` UTC, with `score` outbound clicks. */
  async function pinAt(daysAgo: number, hour: number, score: number) {
    const date = addDays(localDate(now, 'UTC'), -daysAgo);
    const postedAt = new Date(Date.UTC(date.year, date.month - 1, date.day, hour, 15));
    const pin = await published(`At ${hour}`, postedAt);
    await figures(pin, day(-1), { outbound_click: score, impression: 100 });
  }

  it('needs 10 measured pins over 3 hours, then names the best 2-hour window in the workspace’s zone', async () => {
    for (let i = 0; i < 5; i++) await pinAt(2 + i, 19, 10);
    const early = (await get('/api/analytics/best-times')).json();
    expect(early).toMatchObject({ enough_data: false, needed_pins: 5, best: null });
    expect(await bestHoursToPrefer(t.db, workspaceId, now)).toBeNull();
    for (let i = 0; i < 3; i++) await pinAt(2 + i, 8, 1);
    for (let i = 0; i < 2; i++) await pinAt(2 + i, 13, 2);
    const body = (await get('/api/analytics/best-times')).json();
    expect(body).toMatchObject({ enough_data: true, needed_pins: 0, best: { start_hour: 18, end_hour: 20 } });
    expect(body.cells.reduce((sum: number, cell: { pins: number }) => sum + cell.pins, 0)).toBe(10);
    expect(await bestHoursToPrefer(t.db, workspaceId, now)).toEqual({ from_hour: 18, to_hour: 20 });
    // In New York the same pins were posted five hours earlier on the clock (four in summer).
    await t.db.update(workspaces).set({ timeZone: 'America/New_York' }).where(eq(workspaces.id, workspaceId));
    const local = (await get('/api/analytics/best-times')).json();
    expect([14, 15]).toContain(local.best.end_hour);
  });
});

describe('accounts and the collection’s status', () => {
  async function account(username: string, status: 'connected' | 'needs_reconnect' = 'connected') {
    const [row] = await t.db
      .insert(pinterestConnections)
      .values({
        workspaceId,
        username,
        profile: '{}',
        accessTokenEncrypted: 'sealed',
        refreshTokenEncrypted: 'sealed',
        accessTokenExpiresAt: now,
        status,
        createdAt: new Date(now.getTime() - (username === 'first' ? 2000 : 1000)),
      })
      .returning();
    return row?.id as string;
  }

  it('narrows to an account’s boards (the default account’s include boards naming none)', async () => {
    const first = await account('first');
    const second = await account('second');
    const shop = await createBoard(t.db, workspaceId, { name: 'Shop', connectionId: second });
    await figures(await published('Default'), day(-1), { impression: 3 });
    await figures(await published('Shop pin', undefined, shop), day(-1), { impression: 5 });
    const total = async (query: string) =>
      (await get(`/api/analytics/summary${query}`)).json().totals.impression.value;
    expect(await total('')).toBe(8);
    expect(await total(`?account_id=${first}`)).toBe(3);
    expect(await total(`?account_id=${second}`)).toBe(5);
    // The daily chart too, from the accounts' boards' day totals (ADR 0052).
    const chart = async (query: string) =>
      (await get(`/api/analytics/daily?from=${day(-1)}&to=${day(0)}${query}`))
        .json()
        .days.map((row: { impression: number }) => row.impression);
    expect(await chart('')).toEqual([8, 0]);
    expect(await chart(`&account_id=${first}`)).toEqual([3, 0]);
    expect(await chart(`&account_id=${second}`)).toEqual([5, 0]);
    expect(await chart(`&board_id=${shop.id}`)).toEqual([5, 0]);
    expect(await chart(`&account_id=${first}&board_id=${shop.id}`)).toEqual([0, 0]);
  });

  it('says ok with the last collection, and paused once a connection is lost', async () => {
    const first = await account('first');
    await t.db
      .insert(analyticsCollections)
      .values({ connectionId: first, workspaceId, status: 'ok', lastCollectedAt: now });
    expect((await get('/api/analytics/summary')).json().collection).toEqual({
      status: 'ok',
      last_collected_at: now.toISOString(),
      message: null,
    });
    await account('second', 'needs_reconnect');
    const collection = (await get('/api/analytics/summary')).json().collection;
    expect(collection.status).toBe('paused');
    expect(collection.message).toMatch(/^Analytics collection is paused: .*connect your account again/);
    // The healthy account on its own is still ok.
    expect((await get(`/api/analytics/summary?account_id=${first}`)).json().collection.status).toBe('ok');
  });
});
