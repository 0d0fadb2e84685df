// The schedule learns from analytics (ADR 0045): with enough measured pins on Pro and up, the next
// free slot is in the workspace's best hours (randomised within them) and says so; without enough
// data, below Pro, or when the best hours are outside the window or full, the spec's formula. Never
// outside the posting window, never a 6th pin in a day. The clock is frozen and the figures seeded.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { PlanName } from '../../../shared/plans';
import { type BoardRow, pinAnalyticsDaily, pins } from '../../db/schema';
import { setPlan } from '../workspaces';

// 06:00 UTC: the whole of today's window (09:00–20:00) is ahead.
const NOW = new Date('2026-01-15T06:00:00Z');
const BEST = { kind: 'best_hours', from_hour: 18, to_hour: 20 };
let roll = 0;
let t: TestApp;
let token: string;
let workspaceId: string;
let board: BoardRow;

beforeEach(async () => {
  roll = 0;
  t = await createTestApp({ clock: { now: () => NOW, random: () => roll } });
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'pro' }, NOW));
  board = await createBoard(t.db, workspaceId);
});
afterEach(async () => {
  await t.app.close();
});

/**
 * `count` pins published over the past weeks: those at 19:15 UTC bring 10 outbound clicks, those
 * at 09:15 and 13:15 one or two, so the best 2 hours are 18 to 20.
 */
async function measuredPins(count: number) {
  const hours = [19, 19, 19, 19, 19, 9, 9, 9, 13, 13];
  for (let i = 0; i < count; i++) {
    const hour = hours[i % hours.length] as number;
    const postedAt = new Date(Date.UTC(2026, 0, 1 + i, hour, 15));
    const pin = await createPin(t.db, board, { status: 'posted', postedAt, scheduledTime: postedAt });
    await t.db.insert(pinAnalyticsDaily).values({
      pinId: pin.id,
      workspaceId,
      boardId: board.id,
      date: '2026-01-14',
      impression: 100,
      save: 0,
      pinClick: 3,
      outboundClick: hour === 19 ? 10 : hour === 9 ? 1 : 2,
      collectedAt: NOW,
    });
  }
}

async function next() {
  const response = await t.app.inject({ url: '/api/next-available-time', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as { scheduledTime: string; reason: unknown };
}

async function postingWindow(start: string, end: string) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: bearer(token),
    payload: { posting_window_start: start, posting_window_end: end },
  });
  expect(saved.statusCode).toBe(200);
}

describe('suggested times learn the best hours', () => {
  it('with 10 measured pins, suggests a random minute of the best hours and says why', async () => {
    await measuredPins(10);
    expect(await next()).toEqual({ scheduledTime: '2026-01-15T18:00:00.000Z', reason: BEST });
    roll = 0.5;
    expect(await next()).toEqual({ scheduledTime: '2026-01-15T19:00:00.000Z', reason: BEST });
    roll = 0.99;
    expect(await next()).toEqual({ scheduledTime: '2026-01-15T19:58:00.000Z', reason: BEST });
  });

  it('with 9 measured pins, keeps the spec’s formula and gives no reason', async () => {
    await measuredPins(9);
    expect(await next()).toEqual({ scheduledTime: '2026-01-15T09:00:00.000Z', reason: null });
  });

  it.each<PlanName>(['free', 'starter'])(
    'on %s, below Pro, keeps the formula however much data',
    async (plan) => {
      await measuredPins(10);
      await setPlan(t.db, workspaceId, { subscriptionPlan: plan, subscriptionStatus: 'active' });
      expect(await next()).toEqual({ scheduledTime: '2026-01-15T09:00:00.000Z', reason: null });
    },
  );

  it('stays inside a posting window that cuts the best hours, and ignores them when it misses them', async () => {
    await measuredPins(10);
    await postingWindow('09:00', '19:00');
    roll = 0.99;
    expect(await next()).toEqual({ scheduledTime: '2026-01-15T18:59:00.000Z', reason: BEST });
    await postingWindow('09:00', '18:00');
    roll = 0;
    expect(await next()).toEqual({ scheduledTime: '2026-01-15T09:00:00.000Z', reason: null });
  });

  it('falls back to the formula on the same day when the best hours are full', async () => {
    await measuredPins(10);
    for (const minute of [0, 30, 60, 90]) {
      await createPin(t.db, board, {
        status: 'scheduled',
        scheduledTime: new Date(Date.UTC(2026, 0, 15, 18, minute)),
      });
    }
    // The day's 5th slot: 09:00 + 4 × 120 minutes.
    expect(await next()).toEqual({ scheduledTime: '2026-01-15T17:00:00.000Z', reason: null });
  });

  it('never puts a 6th pin in a day: a full day moves to the next day’s best hours', async () => {
    await measuredPins(10);
    for (const hour of [9, 11, 13, 15, 17]) {
      await createPin(t.db, board, {
        status: 'scheduled',
        scheduledTime: new Date(Date.UTC(2026, 0, 15, hour)),
      });
    }
    expect(await next()).toEqual({ scheduledTime: '2026-01-16T18:00:00.000Z', reason: BEST });
  });

  it('an approval answers its reason; a bulk approval fills the best hours, then the day, then the next day', async () => {
    await measuredPins(10);
    const one = await createPin(t.db, board, { status: 'generated' });
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/pins/${one.id}/approve`,
      headers: bearer(token),
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      pin: { scheduled_time: '2026-01-15T18:00:00.000Z' },
      reason: BEST,
    });

    const review = [];
    for (let i = 0; i < 5; i++) review.push(await createPin(t.db, board, { status: 'generated' }));
    const bulk = await t.app.inject({
      method: 'POST',
      url: '/api/pins/bulk-approve',
      headers: bearer(token),
      payload: { pin_ids: review.map((pin) => pin.id) },
    });
    expect(bulk.statusCode).toBe(200);
    const body = bulk.json();
    expect(body.approved.map((pin: { scheduled_time: string }) => pin.scheduled_time)).toEqual([
      '2026-01-15T18:30:00.000Z',
      '2026-01-15T19:00:00.000Z',
      '2026-01-15T19:30:00.000Z',
      '2026-01-15T17:00:00.000Z',
      '2026-01-16T18:00:00.000Z',
    ]);
    const placed = [review[0], review[1], review[2], review[4]].map((pin) => ({
      pin_id: pin?.id,
      reason: BEST,
    }));
    expect(body.reasons).toEqual(placed);
    const onTheDay = (await t.db.select({ at: pins.scheduledTime }).from(pins)).filter((row) =>
      row.at?.toISOString().startsWith('2026-01-15'),
    );
    expect(onTheDay).toHaveLength(5);
  });
});
