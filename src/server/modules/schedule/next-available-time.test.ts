// GET /api/next-available-time in the user's time zone and posting window.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { pins } from '../../db/schema';

// 06:00 UTC is 19:00 in Auckland (UTC+13) and 20:00 the day before in Honolulu (UTC−10).
const NOW = new Date('2026-01-15T06:00:00Z');
let roll = 0;
let t: TestApp;

beforeEach(async () => {
  roll = 0;
  t = await createTestApp({ clock: { now: () => NOW, random: () => roll } });
});
afterEach(async () => {
  await t.app.close();
});

async function userIn(timeZone: string) {
  const { token, workspaceId } = await createUser(t.db, { timeZone });
  return { token, board: await createBoard(t.db, workspaceId) };
}
async function nextTime(token: string) {
  const response = await t.app.inject({ url: '/api/next-available-time', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().scheduledTime as string;
}

describe('GET /api/next-available-time', () => {
  it('answers the window start of today in UTC, plus the random minutes', async () => {
    const { token } = await userIn('UTC');
    expect(await nextTime(token)).toBe('2026-01-15T09:00:00.000Z');
    roll = 0.5;
    expect(await nextTime(token)).toBe('2026-01-15T09:15:00.000Z');
  });

  it('places the next pin 120 minutes after the pins already on the day', async () => {
    const { token, board } = await userIn('UTC');
    await createPin(t.db, board, { status: 'scheduled', scheduledTime: new Date('2026-01-15T09:10:00Z') });
    await createPin(t.db, board, { status: 'posted', scheduledTime: new Date('2026-01-15T11:20:00Z') });
    await createPin(t.db, board, { status: 'generated', scheduledTime: new Date('2026-01-15T12:00:00Z') });
    expect(await nextTime(token)).toBe('2026-01-15T13:00:00.000Z');
  });

  it('in Auckland late in the day, takes a time a few minutes from now inside the window', async () => {
    const { token } = await userIn('Pacific/Auckland');
    expect(await nextTime(token)).toBe('2026-01-15T06:05:00.000Z');
  });

  it('in Honolulu after the window has closed, moves to the next local day', async () => {
    const { token } = await userIn('Pacific/Honolulu');
    expect(await nextTime(token)).toBe('2026-01-15T19:00:00.000Z');
  });

  it('skips full days', async () => {
    const { token, board } = await userIn('UTC');
    for (const hour of [9, 11, 13, 15, 17]) {
      await createPin(t.db, board, {
        status: 'scheduled',
        scheduledTime: new Date(Date.UTC(2026, 0, 15, hour)),
      });
    }
    expect(await nextTime(token)).toBe('2026-01-16T09:00:00.000Z');
  });

  it('spreads the slots of a short posting window set in Settings', async () => {
    const { token, board } = await userIn('UTC');
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(token),
      payload: { posting_window_start: '09:00', posting_window_end: '11:00' },
    });
    expect(saved.statusCode).toBe(200);
    for (const minute of [0, 24, 48, 72]) {
      await createPin(t.db, board, {
        status: 'scheduled',
        scheduledTime: new Date(Date.UTC(2026, 0, 15, 9, minute)),
      });
    }
    expect(await nextTime(token)).toBe('2026-01-15T10:36:00.000Z');
  });

  it('answers 409 when every day to 30 days ahead is full', async () => {
    const { token, board } = await userIn('UTC');
    const full = Array.from({ length: 31 * 5 }, (_, i) => ({
      workspaceId: board.workspaceId,
      boardId: board.id,
      title: `Pin ${i}`,
      description: '',
      status: 'scheduled' as const,
      scheduledTime: new Date(Date.UTC(2026, 0, 15 + Math.floor(i / 5), 9 + (i % 5))),
    }));
    await t.db.insert(pins).values(full);
    const response = await t.app.inject({ url: '/api/next-available-time', headers: bearer(token) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error:
        'Every day from today to 30 days ahead already has 5 pins. Delete or reschedule a pin to make room.',
      code: 'conflict',
    });
  });
});
