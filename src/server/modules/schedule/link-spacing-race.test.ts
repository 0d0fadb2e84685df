// Spacing by link under concurrency: approvals in parallel, single and bulk, run
// one after another under the user's lock, so each sees the ones before it and pins with the
// same link end up at least 48 hours apart while every day keeps at most 5 pins.
import { describe, expect, it } from 'vitest';
import { createPin } from '../../../../tests/factories/boards';
import { bearer } from '../../../../tests/factories/users';
import { DAY_CAPACITY, DEFAULT_LINK_SPACING_HOURS } from '../../../shared/api/schedule';
import { signedInAppPerTest } from './test-support';

const PAGE = 'https://shop.example/candles';
const HOUR_MS = 3_600_000;

const NOW = new Date('2026-12-01T06:00:00Z');
const t = signedInAppPerTest({ now: () => NOW, random: () => 0.5, timeZone: 'Europe/Paris' });

/** The smallest distance between any two of `times`, in hours. */
function closestHours(times: Date[]): number {
  const sorted = times.map((time) => time.getTime()).sort((a, b) => a - b);
  let closest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < sorted.length; i += 1) {
    closest = Math.min(closest, ((sorted[i] as number) - (sorted[i - 1] as number)) / HOUR_MS);
  }
  return closest;
}

function pinsPerDay(times: Date[]): number[] {
  const perDay = new Map<string, number>();
  for (const time of times) {
    const day = time.toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return [...perDay.values()];
}

describe('parallel approvals keep the same link 48 hours apart', () => {
  it('spreads 10 parallel approvals of one link, beside 10 without a link, within 5 a day', async () => {
    const linked = await Promise.all(
      Array.from({ length: 10 }, () => createPin(t.db, t.board, { link: PAGE })),
    );
    const bare = await Promise.all(Array.from({ length: 10 }, () => createPin(t.db, t.board)));
    const approve = (id: string) =>
      t.app.inject({ method: 'POST', url: `/api/pins/${id}/approve`, headers: bearer(t.token) });
    const responses = await Promise.all([...linked, ...bare].map((pin) => approve(pin.id)));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const timeOf = (response: (typeof responses)[number]) => new Date(response.json().pin.scheduled_time);
    const linkedTimes = responses.slice(0, 10).map(timeOf);
    const allTimes = responses.map(timeOf);

    expect(closestHours(linkedTimes)).toBeGreaterThanOrEqual(DEFAULT_LINK_SPACING_HOURS);
    expect(Math.max(...pinsPerDay(allTimes))).toBeLessThanOrEqual(DAY_CAPACITY);
    expect(new Set(allTimes.map((time) => time.getTime())).size).toBe(20);
    // All but the first of the linked pins were placed later than usual, and were told so.
    const told = responses.slice(0, 10).filter((response) => response.json().notice);
    expect(told.length).toBeGreaterThanOrEqual(9);
  });

  it('spaces a bulk approval of one link, racing single approvals of it, and lists the notices', async () => {
    const pins = await Promise.all(Array.from({ length: 6 }, () => createPin(t.db, t.board, { link: PAGE })));
    const [first, second, ...rest] = pins;
    const bulk = t.app.inject({
      method: 'POST',
      url: '/api/pins/bulk-approve',
      headers: bearer(t.token),
      payload: { pin_ids: rest.map((pin) => pin.id) },
    });
    const singles = [first, second].map((pin) =>
      t.app.inject({ method: 'POST', url: `/api/pins/${pin?.id}/approve`, headers: bearer(t.token) }),
    );
    const [bulkResponse, ...singleResponses] = await Promise.all([bulk, ...singles]);
    expect(bulkResponse?.statusCode, bulkResponse?.body).toBe(200);
    const body = bulkResponse?.json();
    expect(body.not_approved).toEqual([]);
    const times = [
      ...body.approved.map((pin: { scheduled_time: string }) => new Date(pin.scheduled_time)),
      ...singleResponses.map((response) => new Date(response.json().pin.scheduled_time)),
    ];
    expect(times).toHaveLength(6);
    expect(closestHours(times)).toBeGreaterThanOrEqual(DEFAULT_LINK_SPACING_HOURS);
    // Every approved pin the rule moved is listed with its sentence, by id.
    const moved = body.notices.map((notice: { pin_id: string }) => notice.pin_id);
    expect(moved.length).toBeGreaterThanOrEqual(3);
    for (const { notice } of body.notices) {
      expect(notice).toMatch(
        /^Scheduled for .+, at least 48 hours from “Pin \d+” on this board, which links/,
      );
    }
  });
});
