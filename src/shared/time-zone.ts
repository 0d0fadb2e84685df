// Calendar arithmetic in a user's IANA time zone with Intl only: "today", "this month" and
// the posting window are the user's, while the database and the API speak UTC instants.
import { dateTimeFormat } from './date-time-format';

export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

interface LocalDateTime extends LocalDate {
  hour: number;
  minute: number;
  second: number;
}

const DAY_MS = 86_400_000;
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat(`parts ${timeZone}`, () => ({
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }));
}

/** The wall-clock date and time in `timeZone` at `instant`. */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/**
 * Minutes `timeZone` is ahead of UTC at `instant` (e.g. 780 for Pacific/Auckland in summer).
 * @internal for tests and benchmarks, not production code
 */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const local = localDateTime(instant, timeZone);
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant the wall clock in `timeZone` shows the given local time. In a DST gap the
 * time does not exist and the instant just after the gap is returned; in an overlap, the
 * earlier of the two.
 */
export function zonedTimeToInstant(
  local: LocalDate & { hour?: number; minute?: number },
  timeZone: string,
): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour ?? 0, local.minute ?? 0);
  // The offsets a day either side are the two a wall time can have; keep those that hold.
  const before = offsetMinutes(new Date(wall - DAY_MS), timeZone);
  const after = offsetMinutes(new Date(wall + DAY_MS), timeZone);
  const valid = [before, after]
    .map((offset) => wall - offset * 60_000)
    .filter((instant) => offsetMinutes(new Date(instant), timeZone) * 60_000 === wall - instant);
  // None hold in a gap: the clock jumped past this time, so move forward by the jump.
  return new Date(valid.length > 0 ? Math.min(...valid) : wall - before * 60_000);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** Start of the user's day containing `instant`, and the start of the next one. */
export function localDayBounds(instant: Date, timeZone: string): { start: Date; end: Date } {
  const { year, month, day } = localDateTime(instant, timeZone);
  const today = { year, month, day };
  return {
    start: zonedTimeToInstant(today, timeZone),
    end: zonedTimeToInstant(addDays(today, 1), timeZone),
  };
}

/** Start of the user's calendar month containing `instant`, and the start of the next one. */
export function localMonthBounds(instant: Date, timeZone: string): { start: Date; end: Date } {
  const { year, month } = localDateTime(instant, timeZone);
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return {
    start: zonedTimeToInstant({ year, month, day: 1 }, timeZone),
    end: zonedTimeToInstant({ ...next, day: 1 }, timeZone),
  };
}

/** YYYY-MM-DD, the form days take on the wire and in the timeline. */
export function formatLocalDate(date: LocalDate): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Reads YYYY-MM-DD; null when it is not a real calendar day (2026-02-30). */
export function parseLocalDate(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  const check = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const real = check.getUTCMonth() === date.month - 1 && check.getUTCDate() === date.day;
  return real ? date : null;
}

/** The user's calendar day at `instant`. */
export function localDate(instant: Date, timeZone: string): LocalDate {
  const { year, month, day } = localDateTime(instant, timeZone);
  return { year, month, day };
}
