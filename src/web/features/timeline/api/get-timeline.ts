// GET /api/timeline → {time_zone, today, days, later, earlier, publishing}: 7 past days, today
// and 30 future days of scheduled and posted pins, grouped in the user's time zone (docs/product.md §2,
// §9), and the pins beyond them: planned later, or still waiting from before.
import { useQuery } from '@tanstack/react-query';
import { type TimelineResponse, timelineResponse } from '../../../../shared/api/schedule';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

/** While a pin is being published or about to be, the page looks again this often. */
const PUBLISHING_REFRESH_MS = 5_000;
const SOON_MS = 60_000;
/** A pin due longer ago than this is waiting on a retry: no need to keep looking. */
const LATE_MS = 10 * 60_000;

function getTimeline(signal?: AbortSignal): Promise<TimelineResponse> {
  return apiRequest('/api/timeline', { signal, schema: timelineResponse });
}

/** Longest wait before looking again while a pin is waiting to go: the day may change too. */
const LONGEST_WAIT_MS = 10 * 60_000;

/**
 * When the page should look again on its own: every 5 s while a pin is publishing, or due
 * within a minute (or up to 10 minutes past) and able to go; else when the next such pin gets
 * that close (at most 10 minutes away); false when no pin will change by itself.
 * @internal for tests and benchmarks, not production code
 */
export function timelineRefreshMs(timeline: TimelineResponse | undefined, now = Date.now()): number | false {
  if (timeline?.publishing.connection !== 'connected') return false;
  const unlinked = new Set(timeline.publishing.unlinked_board_ids);
  let wait: number | false = false;
  for (const pin of [...timeline.earlier, ...timeline.days.flatMap((day) => day.pins)]) {
    if (pin.status === 'publishing') return PUBLISHING_REFRESH_MS;
    if (pin.status !== 'scheduled' || unlinked.has(pin.board_id) || pin.scheduled_time === null) continue;
    // A pin Pinterest asked to wait for is next tried at retry_at.
    const due = Date.parse(pin.retry_at ?? pin.scheduled_time);
    if (due <= now && now - due > LATE_MS) continue;
    if (due - now <= SOON_MS) return PUBLISHING_REFRESH_MS;
    const untilSoon = Math.min(LONGEST_WAIT_MS, due - now - SOON_MS);
    wait = wait === false ? untilSoon : Math.min(wait, untilSoon);
  }
  return wait === false ? false : Math.max(PUBLISHING_REFRESH_MS, wait);
}

export function useTimeline() {
  return useQuery({
    queryKey: queryKeys.timeline,
    queryFn: ({ signal }) => getTimeline(signal),
    refetchInterval: (query) => timelineRefreshMs(query.state.data),
  });
}
