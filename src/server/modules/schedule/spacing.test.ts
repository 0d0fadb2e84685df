// Suggested times keep PIN_GAP_MINUTES between any two of a user's pins (ADR 0011): approvals
// without a time, GET /api/next-available-time and moves onto a day, at several times of day
// and in several time zones, one after another and in parallel (under the user lock). A time a
// person types is theirs: it is held only to the 5-pins-a-day rule.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { PIN_GAP_MINUTES } from '../../../shared/api/schedule';
import { formatLocalDate, localDate, localDateTime, zonedTimeToInstant } from '../../../shared/time-zone';
import type { BoardRow } from '../../db/schema';

let now = new Date('2026-01-15T19:25:00Z');
let roll = 0;
let t: TestApp;

beforeEach(async () => {
  now = new Date('2026-01-15T19:25:00Z');
  roll = 0;
  t = await createTestApp({ clock: { now: () => now, random: () => roll } });
});
afterEach(async () => {
  await t.app.close();
});

async function userIn(timeZone: string): Promise<{ token: string; board: BoardRow }> {
  const { token, workspaceId } = await createUser(t.db, { timeZone });
  return { token, board: await createBoard(t.db, workspaceId) };
}
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload && { payload }) });

async function approveAll(token: string, board: BoardRow, count: number, parallel: boolean) {
  const waiting = await Promise.all(Array.from({ length: count }, () => createPin(t.db, board)));
  const approve = (id: string) => post(token, `/api/pins/${id}/approve`);
  const responses = parallel
    ? await Promise.all(waiting.map((pin) => approve(pin.id)))
    : await waiting.reduce(
        async (done, pin) => [...(await done), await approve(pin.id)],
        Promise.resolve([] as Awaited<ReturnType<typeof approve>>[]),
      );
  for (const response of responses) expect(response.statusCode, response.body).toBe(200);
  return responses.map((response) => new Date(response.json().pin.scheduled_time as string));
}

/** The smallest distance between any two of `times`, in minutes. */
function closestMinutes(times: Date[]): number {
  const sorted = times.map((time) => time.getTime()).sort((a, b) => a - b);
  let closest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < sorted.length; i += 1) {
    closest = Math.min(closest, ((sorted[i] as number) - (sorted[i - 1] as number)) / 60_000);
  }
  return closest;
}

describe('suggested times are spread, not stacked', () => {
  it('gives four approvals at 19:25 one time today and the rest tomorrow, not four times 19:30', async () => {
    const { token, board } = await userIn('UTC');
    const times = await approveAll(token, board, 4, false);
    expect(times.map((time) => time.toISOString())).toEqual([
      '2026-01-15T19:30:00.000Z',
      // 20:00, a gap after 19:30, is the window's end: the next day, by the spec's formula.
      '2026-01-16T09:00:00.000Z',
      '2026-01-16T11:00:00.000Z',
      '2026-01-16T13:00:00.000Z',
    ]);
  });

  const cases = [
    { timeZone: 'UTC', hour: 17, minute: 40 },
    { timeZone: 'America/New_York', hour: 12, minute: 40 },
    { timeZone: 'Pacific/Auckland', hour: 8, minute: 10 },
    { timeZone: 'Asia/Kolkata', hour: 19, minute: 25 },
    { timeZone: 'Pacific/Honolulu', hour: 21, minute: 5 },
  ];
  for (const { timeZone, hour, minute } of cases) {
    const clock = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
    it(`keeps 7 parallel approvals at ${clock} in ${timeZone} ${PIN_GAP_MINUTES} minutes apart, inside the window`, async () => {
      now = zonedTimeToInstant({ year: 2026, month: 1, day: 15, hour, minute }, timeZone);
      roll = 0.37;
      const { token, board } = await userIn(timeZone);
      await createPin(t.db, board, {
        status: 'scheduled',
        scheduledTime: zonedTimeToInstant({ year: 2026, month: 1, day: 16, hour: 9, minute: 5 }, timeZone),
      });
      const times = await approveAll(token, board, 7, true);
      expect(new Set(times.map((time) => time.getTime())).size).toBe(7);
      expect(closestMinutes(times)).toBeGreaterThanOrEqual(PIN_GAP_MINUTES);
      const perDay = new Map<string, number>([['2026-01-16', 1]]);
      for (const time of times) {
        expect(time.getTime()).toBeGreaterThan(now.getTime());
        const local = localDateTime(time, timeZone);
        const minutes = local.hour * 60 + local.minute;
        expect(minutes).toBeGreaterThanOrEqual(9 * 60);
        expect(minutes).toBeLessThan(20 * 60);
        const day = formatLocalDate(localDate(time, timeZone));
        perDay.set(day, (perDay.get(day) ?? 0) + 1);
      }
      for (const count of perDay.values()) expect(count).toBeLessThanOrEqual(5);
      // The pin typed for tomorrow 09:05 is kept clear of, too.
      const typed = zonedTimeToInstant({ year: 2026, month: 1, day: 16, hour: 9, minute: 5 }, timeZone);
      expect(closestMinutes([...times, typed])).toBeGreaterThanOrEqual(PIN_GAP_MINUTES);
    });
  }

  it('answers GET /api/next-available-time a gap away from the pins already there', async () => {
    const { token, board } = await userIn('UTC');
    await createPin(t.db, board, { status: 'scheduled', scheduledTime: new Date('2026-01-15T19:30:00Z') });
    const response = await t.app.inject({ url: '/api/next-available-time', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json().scheduledTime).toBe('2026-01-16T09:00:00.000Z');

    now = new Date('2026-01-15T17:40:00Z');
    await createPin(t.db, board, { status: 'scheduled', scheduledTime: new Date('2026-01-15T17:50:00Z') });
    const earlier = await t.app.inject({ url: '/api/next-available-time', headers: bearer(token) });
    // The formula's slots have passed; now + 5 minutes, 17:45, is too close to 17:50.
    expect(earlier.json().scheduledTime).toBe('2026-01-15T18:20:00.000Z');
  });

  it('does not count another user’s pins', async () => {
    const other = await userIn('UTC');
    await createPin(t.db, other.board, {
      status: 'scheduled',
      scheduledTime: new Date('2026-01-15T19:30:00Z'),
    });
    const { token, board } = await userIn('UTC');
    expect((await approveAll(token, board, 1, false))[0]?.toISOString()).toBe('2026-01-15T19:30:00.000Z');
  });

  it('moves a pin dropped on a day to a slot clear of the times typed there', async () => {
    now = new Date('2026-01-15T06:00:00Z');
    const { token, board } = await userIn('UTC');
    const dragged = await createPin(t.db, board, {
      status: 'scheduled',
      scheduledTime: new Date('2026-01-16T09:00:00Z'),
    });
    for (const time of ['2026-01-20T11:00:00Z', '2026-01-20T13:10:00Z']) {
      await createPin(t.db, board, { status: 'scheduled', scheduledTime: new Date(time) });
    }
    const response = await post(token, `/api/pins/${dragged.id}/move`, { date: '2026-01-20' });
    expect(response.statusCode).toBe(200);
    // The third slot, 13:00, is 10 minutes from 13:10: the next one.
    expect(response.json().pin.scheduled_time).toBe('2026-01-20T15:00:00.000Z');
  });

  it('refuses a drop on today when no time left in the window keeps the gap', async () => {
    const { token, board } = await userIn('UTC');
    await createPin(t.db, board, { status: 'scheduled', scheduledTime: new Date('2026-01-15T19:40:00Z') });
    const dragged = await createPin(t.db, board, {
      status: 'scheduled',
      scheduledTime: new Date('2026-01-17T09:00:00Z'),
    });
    const response = await post(token, `/api/pins/${dragged.id}/move`, { date: '2026-01-15' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(
      'That day has no time left in your posting window that is far enough from its other pins. Choose another day.',
    );
  });

  it('honours a time a person types, even next to another pin, while the day has room', async () => {
    const { token, board } = await userIn('UTC');
    await createPin(t.db, board, { status: 'scheduled', scheduledTime: new Date('2026-01-20T10:00:00Z') });
    const waiting = await createPin(t.db, board);
    const approved = await post(token, `/api/pins/${waiting.id}/approve`, {
      scheduled_time: '2026-01-20T10:05:00Z',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().pin.scheduled_time).toBe('2026-01-20T10:05:00.000Z');
    const rescheduled = await post(token, `/api/pins/${waiting.id}/reschedule`, {
      scheduled_time: '2026-01-20T10:01:00Z',
    });
    expect(rescheduled.statusCode).toBe(200);
  });
});
