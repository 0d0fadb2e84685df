// PUT /api/pins/:id: editing in review, and what a pin's status allows.
import { beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import type { PinStatus } from '../../../shared/api/pins';
import type { BoardRow } from '../../db/schema';
import { signedInAppPerTest } from './test-support';

const NOW = new Date('2026-01-15T06:00:00Z');
const t = signedInAppPerTest({ now: () => NOW, board: { name: 'Garden' } });
let kitchen: BoardRow;

beforeEach(async () => {
  kitchen = await createBoard(t.db, t.workspaceId, { name: 'Kitchen' });
});

const put = (id: string, payload: object, as = t.token) =>
  t.app.inject({ method: 'PUT', url: `/api/pins/${id}`, headers: bearer(as), payload });
const pinIn = (status: PinStatus, iso: string | null = null) =>
  createPin(t.db, t.board, { status, scheduledTime: iso ? new Date(iso) : null });

describe('PUT /api/pins/:id', () => {
  it('edits a pin in review: board, title, description, alt text, wished time', async () => {
    const pin = await pinIn('generated');
    const response = await put(pin.id, {
      board_id: kitchen.id,
      title: '  Lemon tart  ',
      description: 'Bright and sharp',
      alt_text: 'A lemon tart on a plate',
      scheduled_time: '2026-01-14T08:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().pin).toMatchObject({
      board_id: kitchen.id,
      board_name: 'Kitchen',
      title: 'Lemon tart',
      description: 'Bright and sharp',
      alt_text: 'A lemon tart on a plate',
      status: 'generated',
      // Only a wish until approval, so even a passed time is kept; approval drops it.
      scheduled_time: '2026-01-14T08:00:00.000Z',
    });
    expect((await put(pin.id, { scheduled_time: null })).json().pin.scheduled_time).toBeNull();
  });

  it('keeps the alt text true to a new title and board, unless the edit brings its own', async () => {
    const pin = await createPin(t.db, t.board, {
      status: 'generated',
      title: 'Tomato Care',
      altText:
        'Vertical modern pin graphic in red tones: a gradient. The title "Tomato Care" is set in a bold sans-serif, with the board name "Garden" at the bottom.',
    });
    const edited = (await put(pin.id, { title: 'Basil Basics', board_id: kitchen.id })).json().pin;
    expect(edited.alt_text).toBe(
      'Vertical modern pin graphic in red tones: a gradient. The title "Basil Basics" is set in a bold sans-serif, with the board name "Kitchen" at the bottom.',
    );
    // One that does not name them describes the artwork, which a new title keeps: it stays.
    const other = await createPin(t.db, t.board, {
      status: 'generated',
      title: 'Rose Pruning',
      altText: 'Roses.',
    });
    expect((await put(other.id, { title: 'Rose Feeding' })).json().pin.alt_text).toBe('Roses.');
    // The person's own alt text is theirs.
    expect(
      (await put(other.id, { title: 'Rose Mulching', alt_text: 'Mulch around a rose' })).json().pin.alt_text,
    ).toBe('Mulch around a rose');
    expect((await put(other.id, { description: 'Only the words' })).json().pin.alt_text).toBe(
      'Mulch around a rose',
    );
  });

  it('moves a scheduled pin by the reschedule rules', async () => {
    const pin = await pinIn('scheduled', '2026-01-16T09:00:00Z');
    expect((await put(pin.id, { scheduled_time: '2026-01-17T10:00:00Z' })).json().pin).toMatchObject({
      status: 'scheduled',
      scheduled_time: '2026-01-17T10:00:00.000Z',
    });
    const past = await put(pin.id, { scheduled_time: '2026-01-15T05:00:00Z' });
    expect(past.json()).toEqual({ error: 'Choose a time in the future.', code: 'validation_error' });
    for (const hour of [10, 11, 13, 15, 17]) await pinIn('scheduled', `2026-01-20T${hour}:00:00Z`);
    const full = await put(pin.id, { scheduled_time: '2026-01-20T19:00:00Z' });
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('That day already has 5 pins. Choose another day.');
    const cleared = await put(pin.id, { scheduled_time: null });
    expect(cleared.json()).toEqual({
      error: 'A scheduled pin needs a scheduled_time',
      code: 'validation_error',
    });
  });

  it('accepts the unchanged time of a scheduled pin sent back with the form', async () => {
    const pin = await pinIn('scheduled', '2026-01-10T09:00:00Z');
    const response = await put(pin.id, { title: 'New title', scheduled_time: '2026-01-10T09:00:00.000Z' });
    expect(response.statusCode).toBe(200);
    expect(response.json().pin).toMatchObject({
      title: 'New title',
      scheduled_time: '2026-01-10T09:00:00.000Z',
    });
  });

  it('refuses any edit of a posted pin, and of one being published', async () => {
    const posted = await pinIn('posted', '2026-01-10T09:00:00Z');
    const response = await put(posted.id, { title: 'Too late' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'A posted pin can only be deleted.', code: 'conflict' });
    const publishing = await pinIn('publishing', '2026-01-15T05:59:00Z');
    expect((await put(publishing.id, { title: 'Wait' })).json().error).toBe(
      'This pin is being published right now and cannot be edited.',
    );
  });

  it('lets a failed pin’s text be fixed but not its time', async () => {
    const failed = await pinIn('failed', '2026-01-14T09:00:00Z');
    expect((await put(failed.id, { title: 'Shorter title' })).statusCode).toBe(200);
    const moved = await put(failed.id, { scheduled_time: '2026-01-20T09:00:00Z' });
    expect(moved.json()).toEqual({ error: 'Only a scheduled pin can be rescheduled.', code: 'conflict' });
  });

  it.each([
    [{ title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
    [{ title: '   ' }, 'Title is required'],
    [{ description: 'x'.repeat(501) }, 'Description must be at most 500 characters'],
    [
      { scheduled_time: 'soon' },
      'scheduled_time must be an ISO 8601 date and time, e.g. 2026-12-01T09:30:00Z',
    ],
    [{ status: 'posted' }, 'Unknown field: status'],
  ])('refuses %j', async (payload, error) => {
    const pin = await pinIn('generated');
    const response = await put(pin.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, code: 'validation_error' });
  });

  it('answers 404 for another user’s board, another user’s pin and no pin', async () => {
    const pin = await pinIn('generated');
    const other = await createUser(t.db);
    const theirBoard = await createBoard(t.db, other.workspaceId);
    for (const boardId of [theirBoard.id, 'nope']) {
      const response = await put(pin.id, { board_id: boardId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Board not found', code: 'not_found' });
    }
    for (const [id, as] of [
      [pin.id, other.token],
      ['7c0f4a52-1d7e-4a55-9f43-8a1b2c3d4e5f', t.token],
    ] as const) {
      const response = await put(id, { title: 'Mine now' }, as);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Pin not found', code: 'not_found' });
    }
  });
});
