// The suggested posting time for a pin on a day (SPEC.md §9), shared by the server, which
// schedules with it, and the web, which can show the same suggestion. Pure: the clock and the
// dice are passed in, so tests and both sides get the same answer for the same inputs.
import { DAY_CAPACITY, SLOT_INDEX_CAP, SLOT_JITTER_MINUTES, SLOT_SPACING_MINUTES } from './api/schedule';
import { type LocalDate, parseLocalDate, zonedTimeToInstant } from './time-zone';

const MINUTE_MS = 60_000;

/** A suggestion is never sooner than this after now, so a pin approved now is not already due. */
export const MIN_LEAD_MINUTES = 5;

/** The spec's formula puts the 5th pin at start + 480 min + up to 30: windows shorter than this get spread. */
export const FORMULA_WINDOW_MINUTES = SLOT_SPACING_MINUTES * SLOT_INDEX_CAP + SLOT_JITTER_MINUTES;

/** Minutes after midnight of an HH:MM time. */
export function minutesOfDay(hhmm: string): number {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * Where the day's slots sit, in minutes after the window start. The spec's formula (120 min
 * apart, up to 30 min of jitter) when the window holds it; otherwise the 5 slots share the
 * window evenly and the jitter shrinks to the slot's width, so every slot stays inside it.
 */
export function slotLayout(windowMinutes: number): { spacing: number; jitter: number } {
  if (windowMinutes >= FORMULA_WINDOW_MINUTES) {
    return { spacing: SLOT_SPACING_MINUTES, jitter: SLOT_JITTER_MINUTES };
  }
  const spacing = windowMinutes / DAY_CAPACITY;
  return { spacing, jitter: Math.min(SLOT_JITTER_MINUTES, Math.floor(spacing)) };
}

export interface SuggestTimeInput {
  /** The user's calendar day, as a LocalDate or YYYY-MM-DD. */
  date: LocalDate | string;
  /** HH:MM in timeZone. */
  windowStart: string;
  windowEnd: string;
  /** Pins already on that day (scheduled, publishing, posted or failed). */
  pinsThatDay: number;
  now: Date;
  timeZone: string;
  /** A number in [0, 1), Math.random in production. */
  random: () => number;
}

/**
 * The time for the next pin on `date`, or null when the day has no room: 5 pins already, a
 * window that is empty, or a day whose window has passed. The slot for the day's next pin is
 * window start + spacing × pins already that day + jitter. When that has passed (today), the
 * first later slot still ahead is taken, and when none is left, now + a few minutes while
 * that is inside the window. The answer is never in the past and never outside the window.
 */
export function suggestTime(input: SuggestTimeInput): Date | null {
  if (input.pinsThatDay >= DAY_CAPACITY) return null;
  const day = typeof input.date === 'string' ? parseLocalDate(input.date) : input.date;
  if (!day) return null;
  const at = (hhmm: string) => zonedTimeToInstant({ ...day, minute: minutesOfDay(hhmm) }, input.timeZone);
  const start = at(input.windowStart).getTime();
  const end = at(input.windowEnd).getTime();
  // Minutes of real time, so a window across a daylight saving change has its true length.
  const windowMinutes = Math.round((end - start) / MINUTE_MS);
  if (windowMinutes <= 0) return null;

  const layout = slotLayout(windowMinutes);
  const roll = Math.min(Math.max(input.random(), 0), 0.999_999);
  const jitter = Math.floor(roll * layout.jitter);
  const earliest = Math.ceil((input.now.getTime() + MIN_LEAD_MINUTES * MINUTE_MS) / MINUTE_MS) * MINUTE_MS;
  for (let slot = Math.min(input.pinsThatDay, SLOT_INDEX_CAP); slot < DAY_CAPACITY; slot += 1) {
    const time = start + (Math.floor(slot * layout.spacing) + jitter) * MINUTE_MS;
    if (time >= earliest) return new Date(time);
  }
  return earliest < end ? new Date(earliest) : null;
}
