// The pre-aggregated figures (ADR 0047, 0051, 0052): the workspace's and each board's day totals,
// each pin day's running sums and each pin's totals follow every write of pin_analytics_daily in
// its own statement: a day read again with the same figures adds nothing, a changed day moves by
// the difference, a deleted pin's (or board's) days leave, and a day stored out of order puts the
// later days' running sums right. The per-pin, board, account and workspace answers read from them
// equal the stored days summed. Fixed dates, no clock read.
import { and, asc, between, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import {
  analyticsBoardDays,
  analyticsPinTotals,
  analyticsWorkspaceDays,
  type BoardRow,
  boards,
  pinAnalyticsDaily,
  pins,
  pinterestConnections,
  type WorkspaceRow,
  workspaces,
} from '../../db/schema';
import { figuresByDay, figuresByPin, totalsBetween } from './analytics-figures';
import { savePinDays } from './analytics-writes';
import { type AnalyticsScope, scopeForPlan } from './read-scope';

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
    const onBoard = await totalsBetween(t.db, { ...scope, filter: eq(boards.id, board.id) }, from, to);
    expect(onBoard.pins, `${from}–${to}`).toBe(stored.length);
    expect(onBoard.impression).toBe(stored.reduce((sum, row) => sum + row.impression, 0));
  }
});

const boardDays = (boardId: string) =>
  t.db
    .select({
      date: analyticsBoardDays.date,
      impression: analyticsBoardDays.impression,
      save: analyticsBoardDays.save,
      pinClick: analyticsBoardDays.pinClick,
      outboundClick: analyticsBoardDays.outboundClick,
      pins: analyticsBoardDays.pins,
    })
    .from(analyticsBoardDays)
    .where(eq(analyticsBoardDays.boardId, boardId))
    .orderBy(asc(analyticsBoardDays.date));

/** Every board's day totals with pins, against its stored pin days summed: they must agree. */
async function expectBoardDaysAsStored() {
  const kept = await t.db
    .select({
      boardId: analyticsBoardDays.boardId,
      date: analyticsBoardDays.date,
      impression: analyticsBoardDays.impression,
      save: analyticsBoardDays.save,
      pinClick: analyticsBoardDays.pinClick,
      outboundClick: analyticsBoardDays.outboundClick,
      pins: analyticsBoardDays.pins,
    })
    .from(analyticsBoardDays)
    .where(sql`${analyticsBoardDays.pins} > 0`)
    .orderBy(asc(analyticsBoardDays.boardId), asc(analyticsBoardDays.date));
  const stored = await t.db
    .select({
      boardId: pins.boardId,
      date: pinAnalyticsDaily.date,
      impression: sql<number>`sum(${pinAnalyticsDaily.impression})`.mapWith(Number),
      save: sql<number>`sum(${pinAnalyticsDaily.save})`.mapWith(Number),
      pinClick: sql<number>`sum(${pinAnalyticsDaily.pinClick})`.mapWith(Number),
      outboundClick: sql<number>`sum(${pinAnalyticsDaily.outboundClick})`.mapWith(Number),
      pins: sql<number>`count(*)`.mapWith(Number),
    })
    .from(pinAnalyticsDaily)
    .innerJoin(pins, eq(pins.id, pinAnalyticsDaily.pinId))
    .groupBy(pins.boardId, pinAnalyticsDaily.date)
    .orderBy(asc(pins.boardId), asc(pinAnalyticsDaily.date));
  expect(kept).toEqual(stored);
}

it('sums each board’s days once: a re-read adds nothing, a correction moves them, deleted pins leave', async () => {
  const other = await createBoard(t.db, workspaceId, { name: 'Dinner' });
  const first = await posted('Sourdough');
  const second = await posted('Rye');
  const third = await createPin(t.db, other, { title: 'Stew', status: 'posted', postedAt: now });
  await savePinDays(t.db, first, [figures('2026-03-01', 10), figures('2026-03-02', 20)], now);
  await savePinDays(t.db, second, [figures('2026-03-02', 5, 1)], now);
  await savePinDays(t.db, third, [figures('2026-03-02', 7, 2)], now);
  const expected = [
    { date: '2026-03-01', impression: 10, save: 0, pinClick: 1, outboundClick: 2, pins: 1 },
    { date: '2026-03-02', impression: 25, save: 1, pinClick: 2, outboundClick: 4, pins: 2 },
  ];
  const otherExpected = [
    { date: '2026-03-02', impression: 7, save: 2, pinClick: 1, outboundClick: 2, pins: 1 },
  ];
  expect(await boardDays(board.id)).toEqual(expected);
  expect(await boardDays(other.id)).toEqual(otherExpected);
  // Each stored day names its pin's board.
  expect(
    (await t.db.select().from(pinAnalyticsDaily)).every(
      (day) => day.boardId === (day.pinId === third.id ? other.id : board.id),
    ),
  ).toBe(true);
  // The same answer again: nothing moves.
  await savePinDays(t.db, first, [figures('2026-03-01', 10), figures('2026-03-02', 20)], now);
  expect(await boardDays(board.id)).toEqual(expected);
  // Pinterest corrects a day: the board's total moves by the difference, the other board's not.
  await savePinDays(t.db, first, [figures('2026-03-02', 30, 3), figures('2026-03-03', 4)], now);
  expect(await boardDays(board.id)).toEqual([
    expected[0],
    { date: '2026-03-02', impression: 35, save: 4, pinClick: 2, outboundClick: 4, pins: 2 },
    { date: '2026-03-03', impression: 4, save: 0, pinClick: 1, outboundClick: 2, pins: 1 },
  ]);
  expect(await boardDays(other.id)).toEqual(otherExpected);
  await expectBoardDaysAsStored();
  // A deleted pin's days leave its board's totals (its day rows go after the pin, by cascade).
  await t.db.delete(pins).where(eq(pins.id, first.id));
  expect(await boardDays(board.id)).toEqual([
    { date: '2026-03-01', impression: 0, save: 0, pinClick: 0, outboundClick: 0, pins: 0 },
    { date: '2026-03-02', impression: 5, save: 1, pinClick: 1, outboundClick: 2, pins: 1 },
    { date: '2026-03-03', impression: 0, save: 0, pinClick: 0, outboundClick: 0, pins: 0 },
  ]);
  expect(await boardDays(other.id)).toEqual(otherExpected);
  await expectBoardDaysAsStored();
  // A deleted board's totals go with it; the workspace's lose its pins' days.
  await t.db.delete(boards).where(eq(boards.id, other.id));
  expect(await boardDays(other.id)).toEqual([]);
  expect(await boardDays(board.id)).toHaveLength(3);
  expect((await dayTotals()).find((day) => day.date === '2026-03-02')?.impression).toBe(5);
  await expectBoardDaysAsStored();
  // And a deleted workspace's, with its boards.
  await t.db.delete(workspaces).where(eq(workspaces.id, workspaceId));
  expect(await t.db.select().from(analyticsBoardDays)).toEqual([]);
});

it('moves a pin’s days to its new board with it (the app never moves a posted pin; the database would)', async () => {
  const other = await createBoard(t.db, workspaceId, { name: 'Dinner' });
  const pin = await posted('Sourdough');
  const stays = await posted('Rye');
  await savePinDays(t.db, pin, [figures('2026-03-01', 10), figures('2026-03-02', 20)], now);
  await savePinDays(t.db, stays, [figures('2026-03-02', 5)], now);
  await t.db.update(pins).set({ boardId: other.id }).where(eq(pins.id, pin.id));
  expect(
    (await t.db.select().from(pinAnalyticsDaily).where(eq(pinAnalyticsDaily.pinId, pin.id))).map(
      (day) => day.boardId,
    ),
  ).toEqual([other.id, other.id]);
  expect(await boardDays(other.id)).toEqual([
    { date: '2026-03-01', impression: 10, save: 0, pinClick: 1, outboundClick: 2, pins: 1 },
    { date: '2026-03-02', impression: 20, save: 0, pinClick: 1, outboundClick: 2, pins: 1 },
  ]);
  await expectBoardDaysAsStored();
  // A day written with a board that is not the pin's is refused.
  await expect(
    savePinDays(t.db, { ...pin, boardId: board.id }, [figures('2026-03-03', 1)], now),
  ).rejects.toThrow();
});

it('answers the daily chart of a board, an account and both as their pins’ stored days summed', async () => {
  const [workspace] = (await t.db.select().from(workspaces).where(eq(workspaces.id, workspaceId))) as [
    WorkspaceRow,
  ];
  const account = async (username: string, createdAt: Date) => {
    const [row] = await t.db
      .insert(pinterestConnections)
      .values({
        workspaceId,
        username,
        profile: '{}',
        accessTokenEncrypted: 'sealed',
        refreshTokenEncrypted: 'sealed',
        accessTokenExpiresAt: now,
        createdAt,
      })
      .returning();
    return row?.id as string;
  };
  const first = await account('first', new Date('2026-01-01T00:00:00Z'));
  const second = await account('second', new Date('2026-01-02T00:00:00Z'));
  const shop = await createBoard(t.db, workspaceId, { name: 'Shop', connectionId: second });
  const named = await createBoard(t.db, workspaceId, { name: 'Named', connectionId: first });
  const dates = ['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-03', '2026-03-09'];
  let n = 0;
  for (const on of [board, board, shop, named, shop]) {
    n += 1;
    const pin = await createPin(t.db, on, { title: `Pin ${n}`, status: 'posted', postedAt: now });
    await savePinDays(
      t.db,
      pin,
      dates
        .filter((_, index) => (index + n) % 3 !== 0)
        .map((date, index) => figures(date, n * 10 + index, n)),
      now,
    );
  }
  const [from, to] = ['2026-02-28', '2026-03-08'];
  const queries = [
    { board_id: board.id },
    { board_id: shop.id },
    { account_id: first },
    { account_id: second },
    { account_id: first, board_id: named.id },
    { account_id: second, board_id: board.id },
  ];
  for (const query of queries) {
    const scope = await scopeForPlan(t.db, workspace, { from, to, ...query }, now);
    const stored = await t.db
      .select({
        date: pinAnalyticsDaily.date,
        impression: sql<number>`sum(${pinAnalyticsDaily.impression})`.mapWith(Number),
        save: sql<number>`sum(${pinAnalyticsDaily.save})`.mapWith(Number),
        pin_click: sql<number>`sum(${pinAnalyticsDaily.pinClick})`.mapWith(Number),
        outbound_click: sql<number>`sum(${pinAnalyticsDaily.outboundClick})`.mapWith(Number),
      })
      .from(pinAnalyticsDaily)
      .innerJoin(pins, eq(pins.id, pinAnalyticsDaily.pinId))
      .innerJoin(boards, eq(boards.id, pins.boardId))
      .where(and(between(pinAnalyticsDaily.date, from, to), scope.filter))
      .groupBy(pinAnalyticsDaily.date)
      .orderBy(asc(pinAnalyticsDaily.date));
    expect(await figuresByDay(t.db, scope), JSON.stringify(query)).toEqual(stored);
  }
  // Not vacuous: the board's days are there, and the account of another board has none of them.
  expect(
    (await figuresByDay(t.db, await scopeForPlan(t.db, workspace, { from, to, board_id: board.id }, now)))
      .length,
  ).toBeGreaterThan(0);
  expect(
    await figuresByDay(
      t.db,
      await scopeForPlan(t.db, workspace, { from, to, account_id: second, board_id: board.id }, now),
    ),
  ).toEqual([]);
});
