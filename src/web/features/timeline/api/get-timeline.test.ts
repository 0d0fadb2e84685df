// When the timeline keeps looking at the server on its own: only while a card is about to change.
import { describe, expect, it } from 'vitest';
import type { Pin } from '../../../../shared/api/pins';
import type { TimelineResponse } from '../../../../shared/api/schedule';
import { timelineRefreshMs } from './get-timeline';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();

const fullPin = (pin: Partial<Pin>, index: number): Pin => ({
  id: `p${index}`,
  board_id: 'b1',
  board_name: 'Kitchen',
  title: 'A pin',
  description: '',
  alt_text: '',
  link: null,
  filepath: null,
  status: 'scheduled' as const,
  scheduled_time: null,
  posted_at: null,
  created_at: at(-86_400_000),
  failure_reason: null,
  retry_at: null,
  pinterest_url: null,
  template_id: null,
  prompt_versions: { title: null, description: null, image: null },
  ...pin,
});

function timeline(
  pins: Partial<Pin>[],
  publishing: Partial<TimelineResponse['publishing']> = {},
  earlier: Partial<Pin>[] = [],
): TimelineResponse {
  return {
    time_zone: 'UTC',
    today: '2026-11-23',
    days: [{ date: '2026-11-23', pins: pins.map(fullPin) }],
    later: [],
    later_count: 0,
    earlier: earlier.map((pin, index) => fullPin({ id: `e${index}`, ...pin }, index)),
    earlier_count: earlier.length,
    publishing: {
      connection: 'connected' as const,
      missing_scopes: [],
      unlinked_board_ids: [],
      accounts: [],
      board_accounts: {},
      ...publishing,
    },
  };
}

describe('timelineRefreshMs', () => {
  it('also watches a pin publishing in the Earlier group', () => {
    expect(
      timelineRefreshMs(
        timeline([], {}, [{ status: 'publishing', scheduled_time: at(-30 * 86_400_000) }]),
        NOW,
      ),
    ).toBe(5_000);
    expect(
      timelineRefreshMs(timeline([], {}, [{ status: 'failed', scheduled_time: at(-30 * 86_400_000) }]), NOW),
    ).toBe(false);
  });

  it('is 5 s while a pin is publishing, or due within a minute or a few minutes past', () => {
    expect(timelineRefreshMs(timeline([{ status: 'publishing' }]), NOW)).toBe(5_000);
    expect(timelineRefreshMs(timeline([{ scheduled_time: at(30_000) }]), NOW)).toBe(5_000);
    expect(timelineRefreshMs(timeline([{ scheduled_time: at(-120_000) }]), NOW)).toBe(5_000);
  });

  it('waits until a later pin is a minute from its time, at most 10 minutes', () => {
    expect(timelineRefreshMs(timeline([{ scheduled_time: at(90_000) }]), NOW)).toBe(30_000);
    expect(timelineRefreshMs(timeline([{ scheduled_time: at(62_000) }]), NOW)).toBe(5_000);
    expect(
      timelineRefreshMs(timeline([{ scheduled_time: at(3_600_000) }, { scheduled_time: at(300_000) }]), NOW),
    ).toBe(240_000);
    expect(timelineRefreshMs(timeline([{ scheduled_time: at(3_600_000) }]), NOW)).toBe(600_000);
  });

  it('looks again when a pin Pinterest asked to wait for is next tried', () => {
    const waiting = { scheduled_time: at(-3_600_000), retry_at: at(300_000) };
    expect(timelineRefreshMs(timeline([waiting]), NOW)).toBe(240_000);
    expect(timelineRefreshMs(timeline([{ ...waiting, retry_at: at(20_000) }]), NOW)).toBe(5_000);
  });

  it('is false for long-overdue pins, posted ones, and pins that cannot go', () => {
    expect(timelineRefreshMs(timeline([{ scheduled_time: at(-3_600_000) }]), NOW)).toBe(false);
    expect(timelineRefreshMs(timeline([{ status: 'posted', scheduled_time: at(0) }]), NOW)).toBe(false);
    const due = [{ scheduled_time: at(10_000) }];
    expect(timelineRefreshMs(timeline(due, { connection: 'not_connected' }), NOW)).toBe(false);
    expect(timelineRefreshMs(timeline(due, { unlinked_board_ids: ['b1'] }), NOW)).toBe(false);
    expect(timelineRefreshMs(undefined, NOW)).toBe(false);
  });
});
