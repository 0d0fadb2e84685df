// Dragging a scheduled pin onto a day of the timeline: the server picks the time.
import { beforeEach, describe, expect, it } from 'vitest';
import { createPin } from '../../../../tests/factories/boards';
import { bearer } from '../../../../tests/factories/users';
import type { PinStatus } from '../../../shared/api/pins';
import type { PinRow } from '../../db/schema';
import { signedInAppPerTest } from './test-support';

let now = new Date('2026-01-15T06:00:00Z');
let pin: PinRow;

beforeEach(() => {
  now = new Date('2026-01-15T06:00:00Z');
});
const t = signedInAppPerTest({ now: () => now, timeZone: 'Pacific/Honolulu' });
beforeEach(async () => {
  // 2026-01-16 09:00 in Honolulu (UTC−10).
  pin = await createPin(t.db, t.board, {
    status: 'scheduled',
    scheduledTime: new Date('2026-01-16T19:00:00Z'),
  });
});

const move = (id: string, date: string) =>
  t.app.inject({ method: 'POST', url: `/api/pins/${id}/move`, headers: bearer(t.token), payload: { date } });
const pinOn = (status: PinStatus, iso: string) =>
  createPin(t.db, t.board, { status, scheduledTime: new Date(iso) });

describe('POST /api/pins/:id/move', () => {
  it('gives the pin the suggested time of the day it is dropped on, in the user’s zone', async () => {
    // Two pins already on 2026-01-20 (Honolulu): the third slot, 13:00 local.
    await pinOn('scheduled', '2026-01-20T19:00:00Z');
    await pinOn('posted', '2026-01-20T21:00:00Z');
    const response = await move(pin.id, '2026-01-20');
    expect(response.statusCode).toBe(200);
    expect(response.json().pin).toMatchObject({
      status: 'scheduled',
      scheduled_time: '2026-01-20T23:00:00.000Z',
    });
  });

  it('leaves a pin dropped on its own day where it is', async () => {
    const response = await move(pin.id, '2026-01-16');
    expect(response.statusCode).toBe(200);
    expect(response.json().pin.scheduled_time).toBe('2026-01-16T19:00:00.000Z');
  });

  it('refuses a full day', async () => {
    for (const hour of [19, 20, 21, 22, 23]) await pinOn('scheduled', `2026-01-21T${hour}:00:00Z`);
    const response = await move(pin.id, '2026-01-21');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('That day already has 5 pins. Choose another day.');
  });

  it.each([
    ['2026-01-13', 'Choose a day from today to 30 days ahead.'], // yesterday in Honolulu
    ['2026-02-14', 'Choose a day from today to 30 days ahead.'], // today + 31
    ['2026-02-30', 'date must be a day like 2026-12-01'],
    ['tomorrow', 'date must be a day like 2026-12-01'],
  ])('refuses %s', async (date, error) => {
    const response = await move(pin.id, date);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'validation_error' });
  });

  it('accepts today and the last day of the timeline', async () => {
    // 06:00Z is 20:00 on 2026-01-14 in Honolulu: that day's window has just closed.
    const today = await move(pin.id, '2026-01-14');
    expect(today.statusCode).toBe(409);
    expect(today.json().error).toBe('Today’s posting window is over. Choose another day.');
    now = new Date('2026-01-14T20:00:00Z'); // 10:00 local
    expect((await move(pin.id, '2026-01-14')).json().pin.scheduled_time).toBe('2026-01-14T21:00:00.000Z');
    expect((await move(pin.id, '2026-02-13')).statusCode).toBe(200);
  });

  it.each(['generated', 'posted', 'publishing'] as const)('refuses a %s pin', async (status) => {
    const other = await pinOn(status, '2026-01-17T19:00:00Z');
    const response = await move(other.id, '2026-01-20');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Only a scheduled pin can be rescheduled.', code: 'conflict' });
  });
});
