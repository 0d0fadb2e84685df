// Edits of the cached GET /timeline answer, for the optimistic updates of move, reschedule,
// mark posted and delete (SPEC.md §4): the page changes at once, the server answer follows.
import type { Pin } from '../../../../shared/api/pins';
import type { TimelineResponse } from '../../../../shared/api/schedule';
import { localDayOf } from '../utils/pin-time';

export const timelineQueryKey = ['timeline'] as const;

function byTime(a: Pin, b: Pin): number {
  const at = a.scheduled_time ?? a.posted_at ?? '';
  const bt = b.scheduled_time ?? b.posted_at ?? '';
  return at < bt ? -1 : at > bt ? 1 : 0;
}

export function removePin(timeline: TimelineResponse, pinId: string): TimelineResponse {
  return {
    ...timeline,
    days: timeline.days.map((day) =>
      day.pins.some((pin) => pin.id === pinId)
        ? { ...day, pins: day.pins.filter((pin) => pin.id !== pinId) }
        : day,
    ),
  };
}

/** Swaps in the server's copy of a pin where it is: its day does not change. */
export function replacePin(timeline: TimelineResponse, updated: Pin): TimelineResponse {
  return {
    ...timeline,
    days: timeline.days.map((day) => ({
      ...day,
      pins: day.pins.map((pin) => (pin.id === updated.id ? updated : pin)),
    })),
  };
}

export function findPin(timeline: TimelineResponse, pinId: string): Pin | undefined {
  for (const day of timeline.days) {
    const pin = day.pins.find((candidate) => candidate.id === pinId);
    if (pin) return pin;
  }
  return undefined;
}

/**
 * Puts `pin` on the day `date` (after taking it off any other), last when `last` (its new time
 * is not known yet), else in time order. A day outside the timeline's range drops it from view.
 */
export function putPinOnDay(
  timeline: TimelineResponse,
  pin: Pin,
  date: string | null,
  { last = false }: { last?: boolean } = {},
): TimelineResponse {
  const without = removePin(timeline, pin.id);
  return {
    ...without,
    days: without.days.map((day) => {
      if (day.date !== date) return day;
      const pins = [...day.pins, pin];
      return { ...day, pins: last ? pins : pins.sort(byTime) };
    }),
  };
}

/** Puts a pin the server sent back on the day its scheduled time falls on, in the user's zone. */
export function placePin(timeline: TimelineResponse, pin: Pin): TimelineResponse {
  return putPinOnDay(timeline, pin, localDayOf(pin.scheduled_time ?? pin.posted_at, timeline.time_zone));
}
