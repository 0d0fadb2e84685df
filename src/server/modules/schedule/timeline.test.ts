// GET /api/timeline: 38 days in the user's time zone, each pin on its local day.
import { describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import type { TimelineResponse } from '../../../shared/api/schedule';
import { pinterestConnections } from '../../db/schema';
import { pinAt, signedInAppPerTest } from './test-support';

// 15:00 UTC on 2026-01-15 is 10:00 in New York (UTC−5 in January).
const NOW = new Date('2026-01-15T15:00:00Z');
const t = signedInAppPerTest({ now: () => NOW, timeZone: 'America/New_York', board: { name: 'Garden' } });

async function timeline(as = t.token): Promise<TimelineResponse> {
  const response = await t.app.inject({ url: '/api/timeline', headers: bearer(as) });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const day = (body: TimelineResponse, date: string) => body.days.find((d) => d.date === date)?.pins ?? [];

describe('GET /api/timeline', () => {
  it('has every day from 7 days ago to 30 days ahead in the user’s zone, empty or not', async () => {
    const body = await timeline();
    expect(body.time_zone).toBe('America/New_York');
    expect(body.today).toBe('2026-01-15');
    expect(body.days).toHaveLength(38);
    expect(body.days[0]).toEqual({ date: '2026-01-08', pins: [] });
    expect(body.days[7]?.date).toBe('2026-01-15');
    expect(body.days.at(-1)?.date).toBe('2026-02-14');
  });

  it('puts a pin at 23:30 local on that local day, though in UTC it is the next day', async () => {
    const late = await pinAt(t, 'scheduled', '2026-01-17T04:30:00Z');
    const body = await timeline();
    expect(day(body, '2026-01-16').map((p) => p.id)).toEqual([late.id]);
    expect(day(body, '2026-01-17')).toEqual([]);
  });

  it('shows scheduled, publishing, failed and posted pins sorted by time, with board names', async () => {
    const at = (iso: string) => new Date(iso);
    const evening = await pinAt(t, 'scheduled', '2026-01-20T23:00:00Z');
    const morning = await pinAt(t, 'failed', '2026-01-20T14:00:00Z');
    const noon = await pinAt(t, 'publishing', '2026-01-20T17:00:00Z');
    const posted = await pinAt(t, 'posted', '2026-01-10T14:00:00Z', { postedAt: at('2026-01-10T14:01:00Z') });
    // Published straight away, never scheduled: it sits on the day it was posted.
    const direct = await createPin(t.db, t.board, { status: 'posted', postedAt: at('2026-01-12T02:00:00Z') });
    await pinAt(t, 'generated', '2026-01-20T15:00:00Z');
    const body = await timeline();
    expect(day(body, '2026-01-20').map((p) => p.id)).toEqual([morning.id, noon.id, evening.id]);
    expect(day(body, '2026-01-20')[0]).toMatchObject({ board_name: 'Garden', status: 'failed' });
    expect(day(body, '2026-01-10').map((p) => p.id)).toEqual([posted.id]);
    expect(day(body, '2026-01-11').map((p) => p.id)).toEqual([direct.id]);
    expect(body.days.flatMap((d) => d.pins)).toHaveLength(5);
  });

  it('leaves out pins before the first day and after the last', async () => {
    await pinAt(t, 'posted', '2026-01-08T04:59:00Z');
    await pinAt(t, 'scheduled', '2026-02-15T05:00:00Z');
    const first = await pinAt(t, 'posted', '2026-01-08T05:00:00Z');
    const last = await pinAt(t, 'scheduled', '2026-02-15T04:59:00Z');
    const body = await timeline();
    expect(body.days.flatMap((d) => d.pins).map((p) => p.id)).toEqual([first.id, last.id]);
  });

  it('shows nobody else’s pins', async () => {
    await pinAt(t, 'scheduled', '2026-01-20T15:00:00Z');
    const other = await createUser(t.db, { timeZone: 'UTC' });
    const body = await timeline(other.token);
    expect(body.time_zone).toBe('UTC');
    expect(body.days.flatMap((d) => d.pins)).toEqual([]);
  });

  it('says why pins wait: the Pinterest connection and the boards not linked; and why a pin failed', async () => {
    const linked = await createBoard(t.db, t.board.workspaceId, { name: 'Linked', pinterestBoardId: '5001' });
    const failed = await pinAt(t, 'failed', '2026-01-14T15:00:00Z', {
      failureReason: 'Sorry, this image is too small',
    });
    await createPin(t.db, linked, { status: 'scheduled', scheduledTime: new Date('2026-01-16T15:00:00Z') });
    // A posted pin needs no Pinterest board any more: its board is not listed for it.
    const postedOnly = await createBoard(t.db, t.board.workspaceId, { name: 'Old' });
    await createPin(t.db, postedOnly, { status: 'posted', scheduledTime: new Date('2026-01-13T15:00:00Z') });

    const body = await timeline();
    expect(body.publishing).toEqual({
      connection: 'not_connected',
      missing_scopes: [],
      unlinked_board_ids: [t.board.id],
      accounts: [],
      board_accounts: {},
    });
    expect(day(body, '2026-01-14')[0]).toMatchObject({
      id: failed.id,
      failure_reason: 'Sorry, this image is too small',
    });

    await t.db.insert(pinterestConnections).values({
      workspaceId: t.board.workspaceId,
      username: 'someone',
      profile: '{}',
      accessTokenEncrypted: 'sealed',
      refreshTokenEncrypted: 'sealed',
      accessTokenExpiresAt: NOW,
      status: 'needs_reconnect',
    });
    const waiting = (await timeline()).publishing;
    expect(waiting.connection).toBe('needs_reconnect');
    // The board without an account of its own publishes with the default: the only one.
    const [account] = waiting.accounts;
    expect(account).toMatchObject({ username: 'someone', connection: 'needs_reconnect' });
    expect(waiting.board_accounts).toEqual({
      [t.board.id]: account?.id,
      [linked.id]: account?.id,
      [postedOnly.id]: account?.id,
    });
  });

  it('says when Pinterest asked to wait before the next try of a scheduled pin', async () => {
    const waiting = await pinAt(t, 'scheduled', '2026-01-14T15:00:00Z', {
      publishNotBefore: new Date('2026-01-14T15:07:30Z'),
    });
    // Moved past the wait by its person: nothing to say any more.
    const moved = await pinAt(t, 'scheduled', '2026-01-15T09:00:00Z', {
      publishNotBefore: new Date('2026-01-14T15:07:30Z'),
    });
    const body = await timeline();
    expect(day(body, '2026-01-14')).toEqual([
      expect.objectContaining({ id: waiting.id, retry_at: '2026-01-14T15:07:30.000Z' }),
    ]);
    expect(day(body, '2026-01-15')).toEqual([expect.objectContaining({ id: moved.id, retry_at: null })]);
  });
});
