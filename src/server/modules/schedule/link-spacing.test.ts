// Spam-safe spacing by link (ADR 0022): pins with the same link on one board are at
// least the user's link_spacing_hours apart, through every way a pin gets a time: approve with
// and without a time, GET /api/next-available-time?pin_id=, a drop on a day, reschedule and
// PUT /api/pins/{id}. A picked time is moved and says so; a chosen one is refused with the pin
// too close and the next allowed time. Tuesday 1 December 2026, 06:00 UTC, window 09:00–20:00.
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { type PinRow, workspaces } from '../../db/schema';
import { signedInAppPerTest } from './test-support';

const PAGE = 'https://blog.example/pasta';
const TOO_CLOSE =
  '“Pasta bake” on this board links to the same page at Tue, Dec 1, 10:00 AM: pins with the same ' +
  'link on a board are kept 48 hours apart. The next allowed time is Thu, Dec 3, 10:00 AM.';

const NOW = new Date('2026-12-01T06:00:00Z');
const t = signedInAppPerTest({ now: () => NOW });
let pasta: PinRow;

beforeEach(async () => {
  pasta = await createPin(t.db, t.board, {
    title: '"Pasta bake"',
    link: PAGE,
    status: 'scheduled',
    scheduledTime: new Date('2026-12-01T10:00:00Z'),
  });
});

const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(t.token), ...(payload && { payload }) });
const waiting = (overrides: Partial<PinRow> = {}) => createPin(t.db, t.board, { link: PAGE, ...overrides });
const scheduled = (time: string, overrides: Partial<PinRow> = {}) =>
  waiting({ status: 'scheduled', scheduledTime: new Date(time), ...overrides });

describe('a picked time keeps pins with the same link apart, and says so', () => {
  it('approves a pin linking to the same page (another fragment) 48 hours on, with a notice', async () => {
    const pin = await waiting({ link: `${PAGE}#recipe-card` });
    const response = await send('POST', `/api/pins/${pin.id}/approve`);
    expect(response.statusCode, response.body).toBe(200);
    // Without the rule: today 11:00. Thursday 09:00 is still within 48 hours of Tuesday 10:00.
    expect(response.json().pin.scheduled_time).toBe('2026-12-03T11:00:00.000Z');
    expect(response.json().notice).toBe(
      'Scheduled for Thu, Dec 3, 11:00 AM, at least 48 hours from “Pasta bake” on this board, which ' +
        'links to the same page at Tue, Dec 1, 10:00 AM.',
    );
  });

  it('adds no notice when the rule changed nothing, nor for a pin without a link', async () => {
    const other = await waiting({ link: 'https://blog.example/soup' });
    const first = await send('POST', `/api/pins/${other.id}/approve`);
    expect(first.json().pin.scheduled_time).toBe('2026-12-01T11:00:00.000Z');
    expect(first.json()).not.toHaveProperty('notice');
    const bare = await waiting({ link: null });
    const second = await send('POST', `/api/pins/${bare.id}/approve`);
    expect(second.json().pin.scheduled_time).toBe('2026-12-01T13:00:00.000Z');
    expect(second.json()).not.toHaveProperty('notice');
  });

  it('answers GET /api/next-available-time for a pin by its link, and as before without one', async () => {
    const pin = await waiting();
    const plain = await t.app.inject({ url: '/api/next-available-time', headers: bearer(t.token) });
    expect(plain.json()).toEqual({ scheduledTime: '2026-12-01T11:00:00.000Z', reason: null });
    const forPin = await t.app.inject({
      url: `/api/next-available-time?pin_id=${pin.id}`,
      headers: bearer(t.token),
    });
    expect(forPin.statusCode).toBe(200);
    expect(forPin.json().scheduledTime).toBe('2026-12-03T11:00:00.000Z');
    expect(forPin.json().notice).toMatch(
      /^Scheduled for Thu, Dec 3, 11:00 AM, at least 48 hours from “Pasta bake”/,
    );
    const stranger = await createUser(t.db);
    const foreign = await t.app.inject({
      url: `/api/next-available-time?pin_id=${pin.id}`,
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Pin not found');
  });

  it('drops a pin on a day at its first time far enough from the same link, or refuses the day', async () => {
    const dragged = await scheduled('2026-12-10T09:00:00Z');
    const thursday = await send('POST', `/api/pins/${dragged.id}/move`, { date: '2026-12-03' });
    expect(thursday.statusCode, thursday.body).toBe(200);
    expect(thursday.json().pin.scheduled_time).toBe('2026-12-03T11:00:00.000Z');
    expect(thursday.json().notice).toMatch(/^Scheduled for Thu, Dec 3, 11:00 AM/);
    const wednesday = await send('POST', `/api/pins/${dragged.id}/move`, { date: '2026-12-02' });
    expect(wednesday.statusCode).toBe(409);
    // Wednesday is closer than 48 hours to Tuesday 10:00 (and the pin's own Thursday time does not count).
    expect(wednesday.json().error).toBe(TOO_CLOSE);
    // The next allowed time is clear of the pins after the day too: Thursday 10:00 is 47 hours
    // before Saturday 09:00.
    await scheduled('2026-12-05T09:00:00Z');
    const again = await send('POST', `/api/pins/${dragged.id}/move`, { date: '2026-12-02' });
    expect(again.json().error).toBe(TOO_CLOSE.replace('Thu, Dec 3, 10:00 AM', 'Mon, Dec 7, 9:00 AM'));
  });

  it('turns the rule off at 0 hours', async () => {
    await t.db.update(workspaces).set({ linkSpacingHours: 0 }).where(eq(workspaces.id, t.workspaceId));
    const pin = await waiting();
    const approved = await send('POST', `/api/pins/${pin.id}/approve`);
    expect(approved.json().pin.scheduled_time).toBe('2026-12-01T11:00:00.000Z');
    expect(approved.json()).not.toHaveProperty('notice');
    const typed = await scheduled('2026-12-05T10:00:00Z');
    const moved = await send('POST', `/api/pins/${typed.id}/reschedule`, {
      scheduled_time: '2026-12-01T10:30:00Z',
    });
    expect(moved.statusCode).toBe(200);
  });

  it('follows the workspace’s hours: 72 hours puts the pin on Friday', async () => {
    await t.db.update(workspaces).set({ linkSpacingHours: 72 }).where(eq(workspaces.id, t.workspaceId));
    const pin = await waiting();
    const approved = await send('POST', `/api/pins/${pin.id}/approve`);
    expect(approved.json().pin.scheduled_time).toBe('2026-12-04T11:00:00.000Z');
    expect(approved.json().notice).toContain('at least 72 hours from “Pasta bake”');
  });

  it('does not limit pins with the same link on other boards or of other users', async () => {
    const elsewhere = await createBoard(t.db, t.workspaceId);
    const pin = await createPin(t.db, elsewhere, { link: PAGE });
    const approved = await send('POST', `/api/pins/${pin.id}/approve`);
    expect(approved.json().pin.scheduled_time).toBe('2026-12-01T11:00:00.000Z');
    const stranger = await createUser(t.db, { timeZone: 'UTC' });
    const theirs = await createPin(t.db, await createBoard(t.db, stranger.workspaceId), { link: PAGE });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/pins/${theirs.id}/approve`,
      headers: bearer(stranger.token),
    });
    expect(response.json().pin.scheduled_time).toBe('2026-12-01T09:00:00.000Z');
  });

  it('counts posted pins, not pins waiting in review', async () => {
    const other = await createBoard(t.db, t.workspaceId);
    await createPin(t.db, other, {
      link: PAGE,
      status: 'posted',
      scheduledTime: new Date('2026-11-30T12:00:00Z'),
    });
    await createPin(t.db, other, { link: PAGE, scheduledTime: new Date('2026-12-02T13:00:00Z') });
    const pin = await createPin(t.db, other, { link: PAGE });
    const approved = await send('POST', `/api/pins/${pin.id}/approve`);
    expect(approved.json().pin.scheduled_time).toBe('2026-12-02T13:00:00.000Z');
    expect(approved.json().notice).toMatch(/at Mon, Nov 30, 12:00 PM\.$/);
  });
});

describe('a chosen time too close to the same link is refused with the next allowed time', () => {
  it('refuses an approval at a typed time, and the time wished for in review', async () => {
    const pin = await waiting();
    const typed = await send('POST', `/api/pins/${pin.id}/approve`, {
      scheduled_time: '2026-12-02T12:00:00Z',
    });
    expect(typed.statusCode).toBe(409);
    expect(typed.json()).toEqual({ error: TOO_CLOSE, code: 'conflict' });
    const wished = await waiting({ scheduledTime: new Date('2026-12-02T08:00:00Z') });
    const refused = await send('POST', `/api/pins/${wished.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      '“Pasta bake” on this board links to the same page at Tue, Dec 1, 10:00 AM: pins with the same ' +
        'link on a board are kept 48 hours apart. The next allowed time is Thu, Dec 3, 10:00 AM.',
    );
    const allowed = await send('POST', `/api/pins/${pin.id}/approve`, {
      scheduled_time: '2026-12-03T10:00:00Z',
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('refuses a reschedule, and names the next time clear of every pin with the link', async () => {
    await scheduled('2026-12-03T12:00:00Z', { title: 'Pasta bake, again' });
    const moving = await scheduled('2026-12-20T10:00:00Z');
    const response = await send('POST', `/api/pins/${moving.id}/reschedule`, {
      scheduled_time: '2026-12-02T10:00:00Z',
    });
    expect(response.statusCode).toBe(409);
    // Thursday 10:00 is clear of Tuesday but not of Thursday 12:00: Saturday 12:00 is.
    expect(response.json().error).toBe(
      '“Pasta bake” on this board links to the same page at Tue, Dec 1, 10:00 AM: pins with the same ' +
        'link on a board are kept 48 hours apart. The next allowed time is Sat, Dec 5, 12:00 PM.',
    );
    const kept = await t.app.inject({ url: '/api/timeline', headers: bearer(t.token) });
    expect(JSON.stringify(kept.json())).toContain('2026-12-20T10:00:00.000Z');
  });

  it('refuses PUT /pins/{id} of a new time, a new link or another board too close to the same link', async () => {
    const moving = await scheduled('2026-12-20T10:00:00Z');
    const time = await send('PUT', `/api/pins/${moving.id}`, { scheduled_time: '2026-12-01T18:00:00Z' });
    expect(time.statusCode).toBe(409);
    expect(time.json().error).toBe(TOO_CLOSE);

    const soup = await scheduled('2026-12-02T09:00:00Z', { link: 'https://blog.example/soup' });
    const link = await send('PUT', `/api/pins/${soup.id}`, { link: `${PAGE}#comments` });
    expect(link.statusCode).toBe(409);
    expect(link.json().error).toMatch(
      /^“Pasta bake” on this board links to the same page at Tue, Dec 1, 10:00 AM/,
    );

    const elsewhere = await createBoard(t.db, t.workspaceId, { styleConfig: t.board.styleConfig });
    const away = await createPin(t.db, elsewhere, {
      link: PAGE,
      status: 'scheduled',
      scheduledTime: new Date('2026-12-01T15:00:00Z'),
    });
    const boardMove = await send('PUT', `/api/pins/${away.id}`, { board_id: t.board.id });
    expect(boardMove.statusCode).toBe(409);
    expect(boardMove.json().error).toContain('The next allowed time is Thu, Dec 3, 10:00 AM.');

    // A pin placed while the rule was off is not refused an edit of its words, link sent back unchanged.
    await scheduled('2026-12-01T12:00:00Z');
    const text = await send('PUT', `/api/pins/${pasta.id}`, { title: 'Pasta bake', link: PAGE });
    expect(text.statusCode, text.body).toBe(200);
  });
});
