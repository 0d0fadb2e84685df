// The suggested posting time for a pin on a day (docs/product.md §9), spaced from the user's other pins
// (ADR 0011), shared by the server, which schedules with it, and the web, which can show the same
// suggestion. Pure: the clock, the dice and the pins around are passed in, so tests and both sides
// get the same answer for the same inputs.
import {
  DAY_CAPACITY,
  PIN_GAP_MINUTES,
  SLOT_INDEX_CAP,
  SLOT_JITTER_MINUTES,
  SLOT_SPACING_MINUTES,
} from './api/schedule';
import { type LocalDate, parseLocalDate, zonedTimeToInstant } from './time-zone';

const MINUTE_MS = 60_000;

/** A suggestion is never sooner than this after now, so a pin approved now is not already due. */
const MIN_LEAD_MINUTES = 5;

/** The spec's formula puts the 5th pin at start + 480 min + up to 30: windows shorter than this get spread. */
const FORMULA_WINDOW_MINUTES = SLOT_SPACING_MINUTES * SLOT_INDEX_CAP + SLOT_JITTER_MINUTES;

/**
 * Minutes after midnight of an HH:MM time.
 * @internal for tests and benchmarks, not production code
 */
export function minutesOfDay(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/** The one rule of a day's capacity: a day that holds `pinsThatDay` pins can take one more. */
export function dayHasRoom(pinsThatDay: number): boolean {
  return pinsThatDay < DAY_CAPACITY;
}

/**
 * Where the day's slots sit, in minutes after the window start. The spec's formula (120 min
 * apart, up to 30 min of jitter) when the window holds it; otherwise the 5 slots share the
 * window evenly and the jitter shrinks to the slot's width, so every slot stays inside it.
 * @internal for tests and benchmarks, not production code
 */
export function slotLayout(windowMinutes: number): { spacing: number; jitter: number } {
  if (windowMinutes >= FORMULA_WINDOW_MINUTES) {
    return { spacing: SLOT_SPACING_MINUTES, jitter: SLOT_JITTER_MINUTES };
  }
  const spacing = windowMinutes / DAY_CAPACITY;
  return { spacing, jitter: Math.min(SLOT_JITTER_MINUTES, Math.floor(spacing)) };
}

/**
 * The least time between a suggested pin and any other of the user's pins: PIN_GAP_MINUTES, or a
 * fifth of a window too short to hold the day's 5 pins that far apart (the person chose it).
 * @internal for tests and benchmarks, not production code
 */
export function pinGapMinutes(windowMinutes: number): number {
  return Math.max(1, Math.min(PIN_GAP_MINUTES, Math.floor(windowMinutes / DAY_CAPACITY)));
}

export interface SuggestTimeInput {
  /** The user's calendar day, as a LocalDate or YYYY-MM-DD. */
  date: LocalDate | string;
  /** HH:MM in timeZone. */
  windowStart: string;
  windowEnd: string;
  /** Pins already on that day (scheduled, publishing, posted or failed). */
  pinsThatDay: number;
  /**
   * The times of the user's pins on that day and around it (the gap holds across midnight); the
   * suggestion keeps the gap from each. Times further away do no harm.
   */
  pinTimes: readonly Date[];
  now: Date;
  timeZone: string;
  /** A number in [0, 1), Math.random in production. */
  random: () => number;
  /**
   * The times of the board's pins with the same link as the pin being placed: the
   * suggestion is at least linkSpacingHours from each. Absent or 0 hours: no such rule.
   */
  sameLinkTimes?: readonly Date[];
  linkSpacingHours?: number;
}

/**
 * The time for the next pin on `date`, or null when the day has no room: 5 pins already, a
 * window that is empty or has passed, or no time left in it that keeps the gap from the other
 * pins. The slot for the day's next pin is window start + spacing × pins already that day +
 * jitter. When that has passed (today) or is too close to another pin, the first later slot
 * that is neither is taken; when none is left, the earliest time from now (plus a few minutes)
 * that keeps the gap. The answer is never in the past, never outside the window, and never
 * closer than the gap to another pin, so a burst of approvals is spread rather than stacked; nor
 * closer than the link spacing to a pin of the board with the same link.
 */
export function suggestTime(input: SuggestTimeInput): Date | null {
  const frame = dayFrame(input);
  if (!frame) return null;
  const { start, end, windowMinutes, gap, taken, spacing, sameLink, keepsApart, roll, earliest } = frame;
  const layout = slotLayout(windowMinutes);
  const jitter = Math.floor(roll * layout.jitter);
  for (let slot = Math.min(input.pinsThatDay, SLOT_INDEX_CAP); slot < DAY_CAPACITY; slot += 1) {
    const time = start + (Math.floor(slot * layout.spacing) + jitter) * MINUTE_MS;
    if (time >= earliest && keepsApart(time)) return new Date(time);
  }
  // A free stretch of the window begins at its start (or now), one gap after another pin, or
  // the link spacing after a pin with the same link.
  const from = Math.max(earliest, start);
  const candidates = [
    from,
    ...taken.map((other) => ceilToMinute(other + gap)),
    ...sameLink.map((other) => ceilToMinute(other + spacing)),
  ]
    .filter((time) => time >= from && time < end)
    .sort((a, b) => a - b);
  const free = candidates.find(keepsApart);
  return free === undefined ? null : new Date(free);
}

/** What both suggestions of a day work from, or null when the day has no room or no window. */
function dayFrame(input: SuggestTimeInput) {
  if (!dayHasRoom(input.pinsThatDay)) return null;
  const day = typeof input.date === 'string' ? parseLocalDate(input.date) : input.date;
  if (!day) return null;
  const atMinute = (minute: number) => zonedTimeToInstant({ ...day, minute }, input.timeZone).getTime();
  const start = atMinute(minutesOfDay(input.windowStart));
  const end = atMinute(minutesOfDay(input.windowEnd));
  // Minutes of real time, so a window across a daylight saving change has its true length.
  const windowMinutes = Math.round((end - start) / MINUTE_MS);
  if (windowMinutes <= 0) return null;
  const gap = pinGapMinutes(windowMinutes) * MINUTE_MS;
  const taken = input.pinTimes.map((time) => time.getTime());
  const spacing = (input.linkSpacingHours ?? 0) * 60 * MINUTE_MS;
  const sameLink = spacing > 0 ? (input.sameLinkTimes ?? []).map((time) => time.getTime()) : [];
  const keepsApart = (time: number) =>
    taken.every((other) => Math.abs(other - time) >= gap) &&
    sameLink.every((other) => Math.abs(other - time) >= spacing);
  const roll = Math.min(Math.max(input.random(), 0), 0.999_999);
  const earliest = ceilToMinute(input.now.getTime() + MIN_LEAD_MINUTES * MINUTE_MS);
  return { atMinute, start, end, windowMinutes, gap, taken, spacing, sameLink, keepsApart, roll, earliest };
}

/** Hours of the local day, from `fromHour` up to (not including) `toHour`: a workspace's best ones. */
export interface HourSpan {
  fromHour: number;
  toHour: number;
}

/**
 * A time for the next pin on `date` inside `hours` as well as the posting window (ADR 0045): a
 * random minute of the part of the hours that is in the window and still ahead, else the first
 * time in it that keeps the gap from the other pins and the link spacing. Null when the day has
 * no room (5 pins), the hours miss the window or have passed, or no time in them keeps the gaps:
 * the caller then falls back to suggestTime's formula for the day.
 */
export function suggestTimeInHours(input: SuggestTimeInput & { hours: HourSpan }): Date | null {
  const frame = dayFrame(input);
  if (!frame) return null;
  const { atMinute, start, end, gap, taken, spacing, sameLink, keepsApart, roll, earliest } = frame;
  const from = Math.max(start, earliest, atMinute(input.hours.fromHour * 60));
  const to = Math.min(end, atMinute(input.hours.toHour * 60));
  const first = ceilToMinute(from);
  const minutes = Math.floor((to - first) / MINUTE_MS);
  if (minutes <= 0) return null;
  const picked = first + Math.floor(roll * minutes) * MINUTE_MS;
  if (keepsApart(picked)) return new Date(picked);
  const candidates = [
    first,
    ...taken.map((other) => ceilToMinute(other + gap)),
    ...sameLink.map((other) => ceilToMinute(other + spacing)),
  ]
    .filter((time) => time >= first && time < to)
    .sort((a, b) => a - b);
  const free = candidates.find(keepsApart);
  return free === undefined ? null : new Date(free);
}

function ceilToMinute(time: number): number {
  return Math.ceil(time / MINUTE_MS) * MINUTE_MS;
}
