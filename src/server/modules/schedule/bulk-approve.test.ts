// POST /api/pins/bulk-approve: pins in review into the next free slots in the order given,
// spaced like single approvals, under the user lock; each refusal listed with its reason.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { MAX_BULK_APPROVE, PIN_GAP_MINUTES } from '../../../shared/api/schedule';
import { pins } from '../../db/schema';
import { signedInAppPerTest } from './test-support';

// 06:00 UTC: the whole of today's window (09:00–20:00) is ahead.
const NOW = new Date('2026-01-15T06:00:00Z');
const t = signedInAppPerTest({ now: () => NOW });

const bulkApprove = (payload: unknown, as = t.token) =>
  t.app.inject({
    method: 'POST',
    url: '/api/pins/bulk-approve',
    headers: bearer(as),
    payload: payload as object,
  });

async function statusOf(id: string) {
  const [row] = await t.db.select({ status: pins.status }).from(pins).where(eq(pins.id, id));
  return row?.status;
}

describe('POST /api/pins/bulk-approve', () => {
  it('approves the pins in the order given into the next free slots, spaced', async () => {
    const [a, b, c] = await Promise.all([
      createPin(t.db, t.board),
      createPin(t.db, t.board),
      createPin(t.db, t.board),
    ]);
    const response = await bulkApprove({ pin_ids: [c?.id, a?.id, b?.id] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.not_approved).toEqual([]);
    expect(
      body.approved.map((pin: { id: string; status: string; scheduled_time: string }) => pin),
    ).toMatchObject([
      {
        id: c?.id,
        status: 'scheduled',
        scheduled_time: '2026-01-15T09:00:00.000Z',
        board_name: t.board.name,
      },
      { id: a?.id, status: 'scheduled', scheduled_time: '2026-01-15T11:00:00.000Z' },
      { id: b?.id, status: 'scheduled', scheduled_time: '2026-01-15T13:00:00.000Z' },
    ]);
  });

  it('approves what it can and says why each other pin stays in review, never revealing another user’s', async () => {
    const waiting = await createPin(t.db, t.board);
    const scheduled = await createPin(t.db, t.board, {
      status: 'scheduled',
      scheduledTime: new Date('2026-01-20T10:00:00Z'),
    });
    const other = await createUser(t.db, { timeZone: 'UTC' });
    const theirs = await createPin(t.db, await createBoard(t.db, other.workspaceId));
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await bulkApprove({
      pin_ids: [theirs.id, waiting.id, scheduled.id, 'not-a-pin-id', missing, waiting.id],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.approved.map((pin: { id: string }) => pin.id)).toEqual([waiting.id]);
    expect(body.not_approved).toEqual([
      { pin_id: theirs.id, error: 'Pin not found' },
      {
        pin_id: scheduled.id,
        error: 'Only a pin waiting in review can be approved; this one is scheduled.',
      },
      { pin_id: 'not-a-pin-id', error: 'Pin not found' },
      { pin_id: missing, error: 'Pin not found' },
    ]);
    expect(await statusOf(theirs.id)).toBe('generated');
    expect(await statusOf(waiting.id)).toBe('scheduled');
  });

  it('leaves the pins that find no free day in review, with the reason', async () => {
    // Every day from today to 30 days ahead full but the last, which has 4 pins.
    const full = Array.from({ length: 31 * 5 - 1 }, (_, i) => ({
      workspaceId: t.board.workspaceId,
      boardId: t.board.id,
      title: `Pin ${i}`,
      description: '',
      status: 'scheduled' as const,
      scheduledTime: new Date(Date.UTC(2026, 0, 15 + Math.floor(i / 5), 9 + 2 * (i % 5))),
    }));
    await t.db.insert(pins).values(full);
    const [first, second] = await Promise.all([createPin(t.db, t.board), createPin(t.db, t.board)]);
    const response = await bulkApprove({ pin_ids: [first?.id, second?.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json().approved.map((pin: { scheduled_time: string }) => pin.scheduled_time)).toEqual([
      '2026-02-14T17:00:00.000Z',
    ]);
    expect(response.json().not_approved).toEqual([
      {
        pin_id: second?.id,
        error:
          'Every day from today to 30 days ahead already has 5 pins. Delete or reschedule a pin to make room.',
      },
    ]);
  });

  it('keeps the gap and the 5-a-day rule when bulk and single approvals race', async () => {
    const waiting = await Promise.all(Array.from({ length: 10 }, () => createPin(t.db, t.board)));
    const ids = waiting.map((pin) => pin.id);
    const responses = await Promise.all([
      bulkApprove({ pin_ids: ids.slice(0, 4) }),
      bulkApprove({ pin_ids: ids.slice(4, 8) }),
      t.app.inject({ method: 'POST', url: `/api/pins/${ids[8]}/approve`, headers: bearer(t.token) }),
      t.app.inject({ method: 'POST', url: `/api/pins/${ids[9]}/approve`, headers: bearer(t.token) }),
    ]);
    for (const response of responses) expect(response.statusCode).toBe(200);
    const rows = await t.db.select({ status: pins.status, time: pins.scheduledTime }).from(pins);
    expect(rows.every((row) => row.status === 'scheduled')).toBe(true);
    const times = rows.map((row) => row.time?.getTime() ?? 0).sort((x, y) => x - y);
    for (let i = 1; i < times.length; i += 1) {
      expect((times[i] as number) - (times[i - 1] as number)).toBeGreaterThanOrEqual(
        PIN_GAP_MINUTES * 60_000,
      );
    }
    const perDay = new Map<string, number>();
    for (const time of times) {
      const day = new Date(time).toISOString().slice(0, 10);
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    expect(Object.fromEntries(perDay)).toEqual({ '2026-01-15': 5, '2026-01-16': 5 });
  });

  it('refuses an empty list, too many pins or a malformed body, and a visitor without a session', async () => {
    const empty = await bulkApprove({ pin_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toContain('Choose at least one pin to approve');
    const tooMany = await bulkApprove({
      pin_ids: Array.from({ length: MAX_BULK_APPROVE + 1 }, (_, i) => `pin-${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toContain(`Approve at most ${MAX_BULK_APPROVE} pins at once`);
    expect((await bulkApprove({ pin_ids: 'all' })).statusCode).toBe(400);
    expect((await bulkApprove({ pin_ids: ['a'], extra: true })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/pins/bulk-approve',
      payload: { pin_ids: ['a'] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is described in the OpenAPI document with its body and answers', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    const operation = response.json().paths['/api/pins/bulk-approve']?.post;
    expect(operation).toBeDefined();
    // With the refusals every operation declares (http/shared-error-responses.ts), and the
    // workspace guard's: a role below editor (403), not a member (404).
    expect(Object.keys(operation.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '414',
      '415',
      '431',
      '500',
      '503',
    ]);
    expect(operation.requestBody.content['application/json'].schema.required).toEqual(['pin_ids']);
  });
});
