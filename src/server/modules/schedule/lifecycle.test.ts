// The pin lifecycle the server enforces: generated → scheduled (approve) → posted (mark
// posted); only a scheduled pin moves; a posted pin can only be deleted.
import { describe, expect, it } from 'vitest';
import { createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import type { PinStatus } from '../../../shared/api/pins';
import { signedInAppPerTest } from './test-support';

const NOW = new Date('2026-01-15T06:00:00Z');
const t = signedInAppPerTest({ now: () => NOW, board: { name: 'Garden' } });

const post = (url: string, payload?: object, as = t.token) =>
  t.app.inject({ method: 'POST', url, headers: bearer(as), ...(payload && { payload }) });
const pinIn = (status: PinStatus, scheduledTime: Date | null = null) =>
  createPin(t.db, t.board, { status, scheduledTime, ...(status === 'posted' && { postedAt: NOW }) });
const conflict = (error: string) => ({ error, code: 'conflict' });

describe('POST /api/pins/:id/approve', () => {
  it('schedules a pin in review at the next available time', async () => {
    const pin = await pinIn('generated');
    const response = await post(`/api/pins/${pin.id}/approve`);
    expect(response.statusCode).toBe(200);
    expect(response.json().pin).toMatchObject({
      id: pin.id,
      status: 'scheduled',
      board_name: 'Garden',
      scheduled_time: '2026-01-15T09:00:00.000Z',
    });
  });

  it('schedules it at the time asked for', async () => {
    const pin = await pinIn('generated');
    const response = await post(`/api/pins/${pin.id}/approve`, {
      scheduled_time: '2026-01-20T15:45:00+02:00',
    });
    expect(response.json().pin.scheduled_time).toBe('2026-01-20T13:45:00.000Z');
  });

  it('uses the time wished for in review while it is ahead, and drops it once it has passed', async () => {
    const wished = await pinIn('generated', new Date('2026-01-18T12:00:00Z'));
    const stale = await pinIn('generated', new Date('2026-01-14T12:00:00Z'));
    expect((await post(`/api/pins/${wished.id}/approve`)).json().pin.scheduled_time).toBe(
      '2026-01-18T12:00:00.000Z',
    );
    expect((await post(`/api/pins/${stale.id}/approve`)).json().pin.scheduled_time).toBe(
      '2026-01-15T09:00:00.000Z',
    );
  });

  it('refuses a pin that is not in review, saying what it is', async () => {
    const pin = await pinIn('generated');
    expect((await post(`/api/pins/${pin.id}/approve`)).statusCode).toBe(200);
    const again = await post(`/api/pins/${pin.id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(
      conflict('Only a pin waiting in review can be approved; this one is scheduled.'),
    );
    const posted = await pinIn('posted', NOW);
    expect((await post(`/api/pins/${posted.id}/approve`)).json()).toEqual(
      conflict('Only a pin waiting in review can be approved; this one is already posted.'),
    );
  });

  it.each([
    [{ scheduled_time: '2026-01-15T05:59:00Z' }, 'Choose a time in the future.'],
    [
      { scheduled_time: 'tomorrow' },
      'scheduled_time must be an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z',
    ],
    [{ when: 'now' }, 'Unknown field: when'],
  ])('refuses %j', async (payload, error) => {
    const pin = await pinIn('generated');
    const response = await post(`/api/pins/${pin.id}/approve`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'validation_error' });
  });
});

describe('POST /api/pins/:id/mark-posted', () => {
  it('posts a scheduled pin now, and it moves to the moment it was posted', async () => {
    const pin = await pinIn('scheduled', new Date('2026-01-16T08:01:00Z'));
    const response = await post(`/api/pins/${pin.id}/mark-posted`);
    expect(response.statusCode).toBe(200);
    expect(response.json().pin).toMatchObject({
      status: 'posted',
      posted_at: NOW.toISOString(),
      scheduled_time: NOW.toISOString(),
      // Posted by hand: Pinterest has no pin of Pinloom's to link to.
      pinterest_url: null,
    });

    // On the timeline it is today's, at the time it was posted, not tomorrow's.
    const timeline = (
      await t.app.inject({ method: 'GET', url: '/api/timeline', headers: bearer(t.token) })
    ).json();
    const day = (date: string) => timeline.days.find((d: { date: string }) => d.date === date);
    expect(day('2026-01-15').pins.map((p: { id: string }) => p.id)).toEqual([pin.id]);
    expect(day('2026-01-16').pins).toEqual([]);
  });

  it('records a pin posted by hand even on a day that already holds five', async () => {
    for (const hour of [1, 2, 3, 4, 5]) await pinIn('posted', new Date(`2026-01-15T0${hour}:00:00Z`));
    const pin = await pinIn('scheduled', new Date('2026-01-16T08:01:00Z'));
    const response = await post(`/api/pins/${pin.id}/mark-posted`);
    expect(response.statusCode).toBe(200);
    expect(response.json().pin).toMatchObject({ status: 'posted', scheduled_time: NOW.toISOString() });
  });

  it.each([
    ['generated', 'waiting in review'],
    ['posted', 'already posted'],
    ['publishing', 'being published'],
  ] as const)('refuses a %s pin', async (status, words) => {
    const pin = await pinIn(status, new Date('2026-01-15T09:00:00Z'));
    const response = await post(`/api/pins/${pin.id}/mark-posted`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      conflict(`Only a scheduled pin can be marked as posted; this one is ${words}.`),
    );
  });
});

describe('POST /api/pins/:id/reschedule', () => {
  it('changes only the time of a scheduled pin', async () => {
    const pin = await pinIn('scheduled', new Date('2026-01-15T09:00:00Z'));
    const response = await post(`/api/pins/${pin.id}/reschedule`, { scheduled_time: '2026-01-22T18:30:00Z' });
    expect(response.statusCode).toBe(200);
    expect(response.json().pin).toMatchObject({
      status: 'scheduled',
      title: pin.title,
      scheduled_time: '2026-01-22T18:30:00.000Z',
    });
  });

  it.each(['generated', 'posted', 'failed'] as const)('refuses a %s pin', async (status) => {
    const pin = await pinIn(status, new Date('2026-01-15T09:00:00Z'));
    const response = await post(`/api/pins/${pin.id}/reschedule`, { scheduled_time: '2026-01-22T18:30:00Z' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(conflict('Only a scheduled pin can be rescheduled.'));
  });

  it('refuses a time in the past, and a missing time', async () => {
    const pin = await pinIn('scheduled', new Date('2026-01-15T09:00:00Z'));
    const past = await post(`/api/pins/${pin.id}/reschedule`, { scheduled_time: '2026-01-14T18:30:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe('Choose a time in the future.');
    expect((await post(`/api/pins/${pin.id}/reschedule`, {})).statusCode).toBe(400);
  });
});

describe('the lifecycle routes are the owner’s only', () => {
  it.each([
    ['approve', 'generated', {}],
    ['mark-posted', 'scheduled', undefined],
    ['reschedule', 'scheduled', { scheduled_time: '2026-01-22T18:30:00Z' }],
    ['move', 'scheduled', { date: '2026-01-20' }],
  ] as const)('%s answers 404 for another user’s pin and for no pin', async (step, status, payload) => {
    const pin = await pinIn(status, new Date('2026-01-16T09:00:00Z'));
    const other = await createUser(t.db);
    for (const [id, as] of [
      [pin.id, other.token],
      ['7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f', t.token],
      ['nope', t.token],
    ]) {
      const response = await post(`/api/pins/${id}/${step}`, payload, as);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Pin not found', code: 'not_found' });
    }
    const unchanged = await t.app.inject({ url: `/api/pins/${pin.id}`, headers: bearer(t.token) });
    expect(unchanged.json().pin).toMatchObject({ status, scheduled_time: '2026-01-16T09:00:00.000Z' });
  });

  it.each([
    ['GET', '/api/timeline'],
    ['GET', '/api/next-available-time'],
    ['POST', '/api/pins/7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f/approve'],
    ['POST', '/api/pins/7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f/mark-posted'],
    ['POST', '/api/pins/7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f/reschedule'],
    ['POST', '/api/pins/7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f/move'],
    ['PUT', '/api/pins/7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f'],
  ] as const)('%s %s needs a session (401)', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
  });
});
