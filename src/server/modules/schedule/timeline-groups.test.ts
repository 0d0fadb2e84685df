// GET /api/timeline beyond its 38 days: every scheduled pin is visible somewhere. Pins after the
// last day are in `later` (a pin may be planned months ahead); pins before the first day that
// are still waiting (scheduled, publishing, failed) are in `earlier`. And posted pins carry their
// address on Pinterest.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createUser } from '../../../../tests/factories/users';
import { UNREACHABLE_PINTEREST } from '../../../../tests/setup/pinterest';
import { TIMELINE_GROUP_LIMIT, type TimelineResponse } from '../../../shared/api/schedule';
import { pins } from '../../db/schema';
import { pinAt, type SignedInApp, startSignedInApp } from './test-support';

// 15:00 UTC on 2026-01-15 is 10:00 in New York: the timeline runs from 2026-01-08T05:00Z (the
// start of 8 January there) to 2026-02-15T05:00Z (the end of 14 February).
const NOW = new Date('2026-01-15T15:00:00Z');
let t: SignedInApp;

async function setUp(demo = false) {
  t = await startSignedInApp({
    now: () => NOW,
    timeZone: 'America/New_York',
    board: { name: 'Garden', pinterestBoardId: '5001' },
    pinterest: { ...UNREACHABLE_PINTEREST, demo },
  });
}
beforeEach(async () => {
  await setUp();
});
afterEach(async () => {
  await t.app.close();
});

async function timeline(as = t.token): Promise<TimelineResponse> {
  const response = await t.app.inject({ url: '/api/timeline', headers: bearer(as) });
  expect(response.statusCode).toBe(200);
  return response.json();
}
const ids = (list: { id: string }[]) => list.map((pin) => pin.id);
const at = (iso: string) => new Date(iso);

describe('GET /api/timeline: Later', () => {
  it('shows a pin rescheduled months ahead in Later instead of losing it', async () => {
    const pin = await pinAt(t, 'scheduled', '2026-01-20T15:00:00Z');
    const rescheduled = await t.app.inject({
      method: 'POST',
      url: `/api/pins/${pin.id}/reschedule`,
      headers: bearer(t.token),
      payload: { scheduled_time: '2027-06-01T10:00:00-04:00' },
    });
    expect(rescheduled.statusCode).toBe(200);
    const body = await timeline();
    expect(body.days.flatMap((day) => day.pins)).toEqual([]);
    expect(body.later).toEqual([
      expect.objectContaining({
        id: pin.id,
        status: 'scheduled',
        scheduled_time: '2027-06-01T14:00:00.000Z',
      }),
    ]);
    expect(body.later_count).toBe(1);
  });

  it('lists every pin from the end of the last day on, soonest first, but not pins in review', async () => {
    const far = await pinAt(t, 'scheduled', '2026-09-01T14:00:00Z');
    const first = await pinAt(t, 'scheduled', '2026-02-15T05:00:00Z');
    const failed = await pinAt(t, 'failed', '2026-03-01T14:00:00Z');
    const lastDay = await pinAt(t, 'scheduled', '2026-02-15T04:59:00Z');
    await pinAt(t, 'generated', '2026-04-01T14:00:00Z');
    const body = await timeline();
    expect(ids(body.later)).toEqual([first.id, failed.id, far.id]);
    expect(body.later_count).toBe(3);
    expect(ids(body.days.at(-1)?.pins ?? [])).toEqual([lastDay.id]);
  });

  it(`shows the first ${TIMELINE_GROUP_LIMIT} and counts them all`, async () => {
    const rows = Array.from({ length: TIMELINE_GROUP_LIMIT + 5 }, (_, i) => ({
      workspaceId: t.board.workspaceId,
      boardId: t.board.id,
      title: `Later ${i}`,
      description: '',
      status: 'scheduled' as const,
      scheduledTime: new Date(Date.UTC(2026, 2, 1 + Math.floor(i / 5), 14 + (i % 5))),
    }));
    await t.db.insert(pins).values(rows);
    const body = await timeline();
    expect(body.later).toHaveLength(TIMELINE_GROUP_LIMIT);
    expect(body.later_count).toBe(TIMELINE_GROUP_LIMIT + 5);
    expect(body.later.map((pin) => pin.title)).toEqual(
      rows.slice(0, TIMELINE_GROUP_LIMIT).map((r) => r.title),
    );
  });
});

describe('GET /api/timeline: Earlier, still waiting', () => {
  it('lists pins before the first day that are still to go out, oldest first; posted ones stay out', async () => {
    const unlinked = await createBoard(t.db, t.board.workspaceId, { name: 'Never linked' });
    const waiting = await createPin(t.db, unlinked, {
      status: 'scheduled',
      scheduledTime: at('2025-11-01T14:00:00Z'),
    });
    const failed = await pinAt(t, 'failed', '2026-01-02T14:00:00Z', {
      failureReason: 'Sorry, this image is too small',
    });
    const publishing = await pinAt(t, 'publishing', '2026-01-08T04:59:00Z');
    await pinAt(t, 'posted', '2026-01-01T14:00:00Z', { postedAt: at('2026-01-01T14:00:30Z') });
    const firstDay = await pinAt(t, 'scheduled', '2026-01-08T05:00:00Z');
    const body = await timeline();
    expect(ids(body.earlier)).toEqual([waiting.id, failed.id, publishing.id]);
    expect(body.earlier[1]).toMatchObject({ failure_reason: 'Sorry, this image is too small' });
    expect(body.earlier_count).toBe(3);
    expect(ids(body.days[0]?.pins ?? [])).toEqual([firstDay.id]);
    // The waiting pin's board is named as the reason it waits.
    expect(body.publishing.unlinked_board_ids).toEqual([unlinked.id]);
  });

  it('shows nobody else’s pins in either group', async () => {
    await pinAt(t, 'scheduled', '2025-12-01T14:00:00Z');
    await pinAt(t, 'scheduled', '2026-12-01T14:00:00Z');
    const other = await createUser(t.db, { timeZone: 'UTC' });
    const body = await timeline(other.token);
    expect(body).toMatchObject({ earlier: [], earlier_count: 0, later: [], later_count: 0 });
  });
});

describe('a posted pin’s address on Pinterest', () => {
  async function postedPins() {
    const published = await pinAt(t, 'posted', '2026-01-14T15:00:00Z', {
      postedAt: at('2026-01-14T15:00:20Z'),
      pinterestPinId: '813744',
    });
    const byHand = await pinAt(t, 'posted', '2026-01-14T17:00:00Z', { postedAt: at('2026-01-14T16:00:00Z') });
    const body = await timeline();
    const day = body.days.find((d) => d.date === '2026-01-14')?.pins ?? [];
    return { published: day.find((p) => p.id === published.id), byHand: day.find((p) => p.id === byHand.id) };
  }

  it('links a pin Pinloom published to it on pinterest.com; one marked posted by hand has none', async () => {
    const { published, byHand } = await postedPins();
    expect(published?.pinterest_url).toBe('https://www.pinterest.com/pin/813744/');
    expect(byHand?.pinterest_url).toBeNull();
    const scheduled = await pinAt(t, 'scheduled', '2026-01-20T15:00:00Z');
    const response = await t.app.inject({ url: `/api/pins/${scheduled.id}`, headers: bearer(t.token) });
    expect(response.json().pin.pinterest_url).toBeNull();
  });

  it('links to the simulated Pinterest on the app’s own origin in demo mode', async () => {
    await t.app.close();
    await setUp(true);
    const { published } = await postedPins();
    expect(published?.pinterest_url).toBe('/pinterest-demo/pin/813744');
  });
});
