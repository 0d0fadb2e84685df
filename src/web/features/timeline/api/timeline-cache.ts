// Edits of the cached GET /timeline answer, for the optimistic updates of move, reschedule and
// mark posted (docs/product.md §4; a delete's is in api/delete-pin.ts): the page changes at once, the
// server answer follows. A pin is on one of the days, in Later (after the last day) or in Earlier
// (before the first, waiting).
import type { QueryClient } from '@tanstack/react-query';
import type { TimelinePin, TimelineResponse } from '../../../../shared/api/schedule';
import { removePinFromTimeline } from '../../../api/delete-pin';
import { queryKeys } from '../../../api/query-keys';
import { replaceById } from '../../../lib/replace-by-id';
import { localDayOf } from '../utils/pin-time';

function byTime(a: TimelinePin, b: TimelinePin): number {
  const at = a.scheduled_time ?? a.posted_at ?? '';
  const bt = b.scheduled_time ?? b.posted_at ?? '';
  return at < bt ? -1 : at > bt ? 1 : 0;
}

/** Swaps in the server's copy of a pin where it is: its day does not change. */
export function replacePin(timeline: TimelineResponse, updated: TimelinePin): TimelineResponse {
  const swap = (pins: TimelinePin[]) => replaceById(pins, updated);
  return {
    ...timeline,
    days: timeline.days.map((day) => ({ ...day, pins: swap(day.pins) })),
    later: swap(timeline.later),
    earlier: swap(timeline.earlier),
  };
}

/** @internal for tests and benchmarks, not production code */
function findPin(timeline: TimelineResponse, pinId: string): TimelinePin | undefined {
  for (const pins of [...timeline.days.map((day) => day.pins), timeline.later, timeline.earlier]) {
    const pin = pins.find((candidate) => candidate.id === pinId);
    if (pin) return pin;
  }
  return undefined;
}

/**
 * Puts `pin` on the day `date` (after taking it off wherever it was), last when `last` (its new
 * time is not known yet), else in time order. After the last day it goes to Later; before the
 * first, to Earlier while it still waits (a posted pin there is history, which is not shown).
 */
export function putPinOnDay(
  timeline: TimelineResponse,
  pin: TimelinePin,
  date: string | null,
  { last = false }: { last?: boolean } = {},
): TimelineResponse {
  const without = removePinFromTimeline(timeline, pin.id);
  const first = without.days[0]?.date;
  const final = without.days.at(-1)?.date;
  if (date && final && date > final) {
    return { ...without, later: [...without.later, pin].sort(byTime), later_count: without.later_count + 1 };
  }
  if (date && first && date < first) {
    if (pin.status === 'posted') return without;
    return {
      ...without,
      earlier: [...without.earlier, pin].sort(byTime),
      earlier_count: without.earlier_count + 1,
    };
  }
  return {
    ...without,
    days: without.days.map((day) => {
      if (day.date !== date) return day;
      const pins = [...day.pins, pin];
      return { ...day, pins: last ? pins : pins.sort(byTime) };
    }),
  };
}

/**
 * Puts a pin the server sent back on the day its scheduled time falls on, in the user's zone (a pin
 * marked posted by hand has it moved to the moment it was posted: ADR 0031).
 */
export function placePin(timeline: TimelineResponse, pin: TimelinePin): TimelineResponse {
  return putPinOnDay(timeline, pin, localDayOf(pin.scheduled_time ?? pin.posted_at, timeline.time_zone));
}

/** Applies `edit` to the cached timeline, when there is one. */
export function editCachedTimeline(
  queryClient: QueryClient,
  edit: (timeline: TimelineResponse) => TimelineResponse,
): void {
  queryClient.setQueryData<TimelineResponse>(queryKeys.timeline, (timeline) =>
    timeline ? edit(timeline) : timeline,
  );
}

/**
 * The optimistic half of a move: stops the timeline reads in flight (their older answer would put
 * the pin back) and moves the cached pin `pinId` with `move`, before the server answers.
 */
export async function moveCachedPin(
  queryClient: QueryClient,
  pinId: string,
  move: (timeline: TimelineResponse, pin: TimelinePin) => TimelineResponse,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.timeline });
  editCachedTimeline(queryClient, (timeline) => {
    const pin = findPin(timeline, pinId);
    return pin ? move(timeline, pin) : timeline;
  });
}
