// The pre-aggregated figures (ADR 0047): the workspace's day totals and each pin day's running sums
// follow every write of pin_analytics_daily in its own statement: a day read again with the same
// figures adds nothing, a changed day moves by the difference, a deleted pin's days leave, and a
// day stored out of order puts the later days' running sums right. Fixed dates, no clock read.
import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { analyticsWorkspaceDays, type BoardRow, pinAnalyticsDaily, pins } from '../../db/schema';
import { savePinDays } from './analytics-writes';

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
