// The pre-aggregated figures (ADR 0047, 0051): the workspace's day totals, each pin day's running
// sums and each pin's totals follow every write of pin_analytics_daily in its own statement: a day
// read again with the same figures adds nothing, a changed day moves by the difference, a deleted
// pin's days leave, and a day stored out of order puts the later days' running sums right. The
// per-pin and workspace answers read from them equal the stored days summed. Fixed dates, no clock
// read.
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import {
  analyticsPinTotals,
  analyticsWorkspaceDays,
  type BoardRow,
  pinAnalyticsDaily,
  pins,
  type WorkspaceRow,
  workspaces,
} from '../../db/schema';
import { figuresByPin, totalsBetween } from './analytics-figures';
import { savePinDays } from './analytics-writes';
import type { AnalyticsScope } from './read-scope';

const now = new Date('2026-03-10T12:00:00Z');
let t: TestApp;
let workspaceId: string;
let board: BoardRow;

beforeEach(async () => {
  t = await createTestApp({ clock: { now: () => now, random: () => 0.5 } });
  ({ workspaceId } = await createUser(t.db, { subscriptionPlan: 'pro' }));
  board = await createBoard(t.db, workspaceId, { name: 'Baking' });
});
afterEach(async () => {
  await t.app.close();
});

const posted = (title: string) =>
  createPin(t.db, board, { title, status: 'posted', postedAt: now, pinterestPinId: title });
const figures = (date: string, impression: number, save = 0) => ({
  date,
  impression,
  save,
  pinClick: 1,
  outboundClick: 2,
});

const dayTotals = () =>
  t.db
    .select({
      date: analyticsWorkspaceDays.date,
      impression: analyticsWorkspaceDays.impression,
      save: analyticsWorkspaceDays.save,
      pinClick: analyticsWorkspaceDays.pinClick,
      outboundClick: analyticsWorkspaceDays.outboundClick,
      pins: analyticsWorkspaceDays.pins,
    })
    .from(analyticsWorkspaceDays)
    .where(eq(analyticsWorkspaceDays.workspaceId, workspaceId))
    .orderBy(asc(analyticsWorkspaceDays.date));

const running = (pinId: string) =>
  t.db
    .select({
      date: pinAnalyticsDaily.date,
      impression: pinAnalyticsDaily.runningImpression,
      save: pinAnalyticsDaily.runningSave,
      days: pinAnalyticsDaily.runningDays,
    })
    .from(pinAnalyticsDaily)
    .where(eq(pinAnalyticsDaily.pinId, pinId))
    .orderBy(asc(pinAnalyticsDaily.date));

it('sums each day of the workspace once, however often a day is read again', async () => {
  const first = await posted('Sourdough');
  const second = await posted('Rye');
  await savePinDays(t.db, first, [figures('2026-03-01', 10), figures('2026-03-02', 20)], now);
  await savePinDays(t.db, second, [figures('2026-03-02', 5, 1)], now);
  const expected = [
    { date: '2026-03-01', impression: 10, save: 0, pinClick: 1, outboundClick: 2, pins: 1 },
    { date: '2026-03-02', impression: 25, save: 1, pinClick: 2, outboundClick: 4, pins: 2 },
  ];
  expect(await dayTotals()).toEqual(expected);
  // The same answer again: nothing moves.
  await savePinDays(t.db, first, [figures('2026-03-01', 10), figures('2026-03-02', 20)], now);
  expect(await dayTotals()).toEqual(expected);
  // Pinterest corrects a day: the total moves by the difference.
  await savePinDays(t.db, first, [figures('2026-03-02', 30, 3)], now);
  expect((await dayTotals())[1]).toEqual({
    date: '2026-03-02',
    impression: 35,
    save: 4,
    pinClick: 2,
    outboundClick: 4,
    pins: 2,
  });
  // A deleted pin's days leave the totals.
  await t.db.delete(pins).where(eq(pins.id, first.id));
  expect(await dayTotals()).toEqual([
    { date: '2026-03-01', impression: 0, save: 0, pinClick: 0, outboundClick: 0, pins: 0 },
    { date: '2026-03-02', impression: 5, save: 1, pinClick: 1, outboundClick: 2, pins: 1 },
  ]);
});

it('keeps each pin day’s running sums, also when an earlier day comes later', async () => {
  const pin = await posted('Sourdough');
  await savePinDays(t.db, pin, [figures('2026-03-02', 20, 2), figures('2026-03-04', 40, 4)], now);
  expect(await running(pin.id)).toEqual([
    { date: '2026-03-02', impression: 20, save: 2, days: 1 },
    { date: '2026-03-04', impression: 60, save: 6, days: 2 },
  ]);
  await savePinDays(t.db, pin, [figures('2026-03-01', 1), figures('2026-03-02', 25, 2)], now);
  expect(await running(pin.id)).toEqual([
    { date: '2026-03-01', impression: 1, save: 0, days: 1 },
    { date: '2026-03-02', impression: 26, save: 2, days: 2 },
    { date: '2026-03-04', impression: 66, save: 6, days: 3 },
  ]);
});

const pinTotals = (pinId: string) =>
  t.db
    .select({
      firstDate: analyticsPinTotals.firstDate,
      lastDate: analyticsPinTotals.lastDate,
      impression: analyticsPinTotals.impression,
      save: analyticsPinTotals.save,
      pinClick: analyticsPinTotals.pinClick,
      outboundClick: analyticsPinTotals.outboundClick,
      days: analyticsPinTotals.days,
    })
    .from(analyticsPinTotals)
    .where(eq(analyticsPinTotals.pinId, pinId));

it('keeps each pin’s totals: a re-read adds nothing, a correction moves them, deleted days leave', async () => {
  const pin = await posted('Sourdough');
  await savePinDays(t.db, pin, [figures('2026-03-02', 20, 2), figures('2026-03-04', 40, 4)], now);
  const expected = {
    firstDate: '2026-03-02',
    lastDate: '2026-03-04',
    impression: 60,
    save: 6,
    pinClick: 2,
    outboundClick: 4,
    days: 2,
  };
  expect(await pinTotals(pin.id)).toEqual([expected]);
  await savePinDays(t.db, pin, [figures('2026-03-02', 20, 2), figures('2026-03-04', 40, 4)], now);
  expect(await pinTotals(pin.id)).toEqual([expected]);
  // An earlier day comes later, and Pinterest corrects a day.
  await savePinDays(t.db, pin, [figures('2026-03-01', 1), figures('2026-03-04', 45, 4)], now);
  expect(await pinTotals(pin.id)).toEqual([
    { ...expected, firstDate: '2026-03-01', impression: 66, pinClick: 3, outboundClick: 6, days: 3 },
  ]);
  // A day deleted: the totals lose it; all of them: the row goes.
  await t.db
    .delete(pinAnalyticsDaily)
    .where(and(eq(pinAnalyticsDaily.pinId, pin.id), eq(pinAnalyticsDaily.date, '2026-03-04')));
  expect(await pinTotals(pin.id)).toEqual([
    {
      firstDate: '2026-03-01',
      lastDate: '2026-03-02',
      impression: 21,
      save: 2,
      pinClick: 2,
      outboundClick: 4,
      days: 2,
    },
  ]);
  await t.db.delete(pinAnalyticsDaily).where(eq(pinAnalyticsDaily.pinId, pin.id));
  expect(await pinTotals(pin.id)).toEqual([]);
  // A deleted pin's totals go with it.
  await savePinDays(t.db, pin, [figures('2026-03-05', 7)], now);
  expect(await pinTotals(pin.id)).toHaveLength(1);
  await t.db.delete(pins).where(eq(pins.id, pin.id));
  expect(await pinTotals(pin.id)).toEqual([]);
});

it('answers any range’s per-pin sums and measured pins as the stored days summed', async () => {
  const [workspace] = (await t.db.select().from(workspaces).where(eq(workspaces.id, workspaceId))) as [
    WorkspaceRow,
  ];
  // Days with gaps, before, inside and after the ranges asked about.
  const days: Record<string, string[]> = {
    Early: ['2026-02-01', '2026-02-03'],
    Spanning: ['2026-02-01', '2026-02-20', '2026-03-09'],
    Gap: ['2026-02-02', '2026-03-08'],
    Late: ['2026-03-05', '2026-03-09'],
  };
  for (const [title, dates] of Object.entries(days)) {
    const pin = await posted(title);
    await savePinDays(
      t.db,
      pin,
      dates.map((date, index) => figures(date, 10 * (index + 1) + title.length, index)),
      now,
    );
  }
  const ranges = [
    ['2026-01-01', '2026-03-10'],
    ['2026-02-01', '2026-02-03'],
    ['2026-02-02', '2026-02-28'],
    ['2026-02-04', '2026-02-19'],
    ['2026-02-10', '2026-03-08'],
    ['2026-03-09', '2026-03-10'],
  ] as const;
  for (const [from, to] of ranges) {
    const scope: AnalyticsScope = {
      workspace,
      range: { from, to, days: 0 },
      previous: { from, to },
      metrics: [],
      filter: undefined,
      connectionId: null,
    };
    const stored = await t.db
      .select({
        pinId: pinAnalyticsDaily.pinId,
        impression: sql<number>`sum(${pinAnalyticsDaily.impression})`.mapWith(Number),
        save: sql<number>`sum(${pinAnalyticsDaily.save})`.mapWith(Number),
      })
      .from(pinAnalyticsDaily)
      .where(and(eq(pinAnalyticsDaily.workspaceId, workspaceId), between(pinAnalyticsDaily.date, from, to)))
      .groupBy(pinAnalyticsDaily.pinId);
    const byPin = (await figuresByPin(t.db, scope)).map((row) => ({
      pinId: row.pinId,
      impression: row.impression,
      save: row.save,
    }));
    const order = (rows: { pinId: string }[]) => [...rows].sort((a, b) => a.pinId.localeCompare(b.pinId));
    expect(order(byPin), `${from}–${to}`).toEqual(order(stored));
    expect((await totalsBetween(t.db, scope, from, to)).pins, `${from}–${to}`).toBe(stored.length);
    // The same through the board's filter (the per-pin path).
    const onBoard = await totalsBetween(t.db, { ...scope, filter: eq(pins.boardId, board.id) }, from, to);
    expect(onBoard.pins, `${from}–${to}`).toBe(stored.length);
    expect(onBoard.impression).toBe(stored.reduce((sum, row) => sum + row.impression, 0));
  }
});
