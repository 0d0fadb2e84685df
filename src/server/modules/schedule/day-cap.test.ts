// At most 5 pins a day, counted in the user's time zone, also when requests race: the user's
// row is locked before counting. On PostgreSQL (TEST_DATABASE_URL) the approvals below really
// run in parallel transactions on separate connections.
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { PinStatus } from '../../../shared/api/pins';
import { type BoardRow, pins } from '../../db/schema';

const NOW = new Date('2026-01-15T06:00:00Z');
const DAY_FULL = { error: 'That day already has 5 pins. Choose another day.', code: 'conflict' };
let t: TestApp;
let token: string;
let board: BoardRow;

async function setUp(timeZone: string) {
  const created = await createUser(t.db, { timeZone });
  token = created.token;
  board = await createBoard(t.db, created.workspaceId, { name: 'Garden' });
}

beforeEach(async () => {
  t = await createTestApp({ clock: { now: () => NOW, random: () => 0 } });
  await setUp('UTC');
});
afterEach(async () => {
  await t.app.close();
});

const post = (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload && { payload }) });
const at = (iso: string) => new Date(iso);
const fill = (times: string[], status: PinStatus = 'scheduled') =>
  Promise.all(times.map((time) => createPin(t.db, board, { status, scheduledTime: at(time) })));

async function pinsBetween(from: string, to: string) {
  return t.db
    .select({ id: pins.id })
    .from(pins)
    .where(
      and(
        eq(pins.workspaceId, board.workspaceId),
        inArray(pins.status, ['scheduled', 'publishing', 'posted', 'failed']),
        gte(pins.scheduledTime, at(from)),
        lt(pins.scheduledTime, at(to)),
      ),
    );
}

describe('the 5-pins-a-day rule', () => {
  it('lets exactly 5 of 20 simultaneous approvals onto one day', async () => {
    const waiting = await Promise.all(Array.from({ length: 20 }, () => createPin(t.db, board)));
    const responses = await Promise.all(
      waiting.map((pin, i) => {
        const hour = String(8 + Math.floor(i / 2)).padStart(2, '0');
        return post(`/api/pins/${pin.id}/approve`, {
          scheduled_time: `2026-01-20T${hour}:${i % 2 ? 30 : 10}:00Z`,
        });
      }),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 409)).toHaveLength(15);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json()).toEqual(DAY_FULL);
    }
    expect(await pinsBetween('2026-01-20T00:00:00Z', '2026-01-21T00:00:00Z')).toHaveLength(5);
  });

  it('spreads 12 simultaneous approvals without a time over the next days, 5 a day', async () => {
    const waiting = await Promise.all(Array.from({ length: 12 }, () => createPin(t.db, board)));
    const responses = await Promise.all(waiting.map((pin) => post(`/api/pins/${pin.id}/approve`)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(12).fill(200));
    const days = responses.map((response) => String(response.json().pin.scheduled_time).slice(0, 10));
    const perDay = Object.fromEntries(
      [...new Set(days)].map((day) => [day, days.filter((d) => d === day).length]),
    );
    expect(perDay).toEqual({ '2026-01-15': 5, '2026-01-16': 5, '2026-01-17': 2 });
  });

  it('counts scheduled, publishing, posted and failed pins, not pins in review', async () => {
    await fill(['2026-01-20T09:00:00Z', '2026-01-20T10:00:00Z']);
    await fill(['2026-01-20T11:00:00Z'], 'publishing');
    await fill(['2026-01-20T12:00:00Z'], 'posted');
    await fill(['2026-01-20T13:00:00Z'], 'generated');
    const pin = await createPin(t.db, board);
    const fifth = await post(`/api/pins/${pin.id}/approve`, { scheduled_time: '2026-01-20T19:00:00Z' });
    expect(fifth.statusCode).toBe(200);
    await fill(['2026-01-21T09:00:00Z'], 'failed');
    const [sixth] = await fill(['2026-01-21T10:00:00Z']);
    const moved = await post(`/api/pins/${sixth?.id}/reschedule`, { scheduled_time: '2026-01-20T23:59:00Z' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual(DAY_FULL);
  });

  it('lets a pin move within its own full day', async () => {
    const [first] = await fill(
      ['09:00', '10:00', '11:00', '12:00', '13:00'].map((h) => `2026-01-20T${h}:00Z`),
    );
    const response = await post(`/api/pins/${first?.id}/reschedule`, {
      scheduled_time: '2026-01-20T18:00:00Z',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a full day for a wished time kept from review', async () => {
    await fill(['09:00', '10:00', '11:00', '12:00', '13:00'].map((h) => `2026-01-20T${h}:00Z`));
    const pin = await createPin(t.db, board, { scheduledTime: at('2026-01-20T15:00:00Z') });
    const response = await post(`/api/pins/${pin.id}/approve`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(DAY_FULL);
  });

  it('counts the day in the user’s time zone, not in UTC', async () => {
    await setUp('Pacific/Auckland');
    // 2026-01-20 in Auckland (UTC+13) runs from 2026-01-19T11:00Z to 2026-01-20T11:00Z.
    await fill(['12:00', '14:00', '16:00', '18:00', '20:00'].map((h) => `2026-01-19T${h}:00Z`));
    const pin = await createPin(t.db, board);
    const sameLocalDay = await post(`/api/pins/${pin.id}/approve`, {
      scheduled_time: '2026-01-20T10:30:00Z',
    });
    expect(sameLocalDay.statusCode).toBe(409);
    const nextLocalDay = await post(`/api/pins/${pin.id}/approve`, {
      scheduled_time: '2026-01-20T11:30:00Z',
    });
    expect(nextLocalDay.statusCode).toBe(200);
  });
});
