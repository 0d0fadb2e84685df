// Which pins take a slot of a day, and how many a workspace's days hold. A day is a local calendar
// day in the workspace's time zone (ADR 0036); a pin takes a slot of
// the day its scheduled_time falls in.
import { and, asc, eq, gte, inArray, lt, ne, type SQL } from 'drizzle-orm';
import { DAY_FULL_MESSAGE, PIN_GAP_MINUTES } from '../../../shared/api/schedule';
import { dayHasRoom } from '../../../shared/schedule-rules';
import { addDays, type LocalDate, localDate, zonedTimeToInstant } from '../../../shared/time-zone';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { pins } from '../../db/schema';

/** Generated pins wait in review and take no slot; every other status does. */
export const SLOT_STATUSES = ['scheduled', 'publishing', 'posted', 'failed'] as const;

/** Shared between requests by the cache below: never change one. */
export interface DayRange {
  readonly days: readonly LocalDate[];
  /** days.length + 1 instants: the start of each day, then the end of the last one. */
  readonly starts: readonly Date[];
}

const rangeCache = new Map<string, DayRange>();
const RANGE_CACHE_SIZE = 500;

/**
 * `count` consecutive days of a calendar from `first`, with their UTC bounds. Cached:
 * finding a midnight takes several Intl calls, and every timeline request of a day in a zone
 * asks for the same 38 of them (about 1 ms of CPU a request without the cache).
 */
export function dayRange(first: LocalDate, count: number, timeZone: string): DayRange {
  const key = `${timeZone}|${first.year}-${first.month}-${first.day}|${count}`;
  const cached = rangeCache.get(key);
  if (cached) return cached;
  const days = Array.from({ length: count }, (_, k) => addDays(first, k));
  const starts = [...days, addDays(first, count)].map((day) => zonedTimeToInstant(day, timeZone));
  const range = { days, starts };
  // Oldest first out: a Map iterates in insertion order.
  if (rangeCache.size >= RANGE_CACHE_SIZE) rangeCache.delete(rangeCache.keys().next().value as string);
  rangeCache.set(key, range);
  return range;
}

/** Index of the day of `range` that holds `instant`, or -1 outside the range. */
export function dayIndexOf(range: DayRange, instant: Date): number {
  const time = instant.getTime();
  let low = 0;
  let high = range.days.length;
  if (time < (range.starts[0]?.getTime() ?? 0) || time >= (range.starts[high]?.getTime() ?? 0)) return -1;
  // Binary search for the last start at or before `time`.
  while (high - low > 1) {
    const middle = (low + high) >> 1;
    if ((range.starts[middle]?.getTime() ?? 0) <= time) low = middle;
    else high = middle;
  }
  return low;
}

/** How many slot-taking pins each day of `range` holds; `exceptPinId` is left out. */
async function countPinsPerDay(options: {
  db: Database;
  workspaceId: string;
  range: DayRange;
  exceptPinId?: string;
}): Promise<number[]> {
  const { range } = options;
  const conditions: SQL[] = [
    eq(pins.workspaceId, options.workspaceId),
    inArray(pins.status, [...SLOT_STATUSES]),
    gte(pins.scheduledTime, range.starts[0] as Date),
    lt(pins.scheduledTime, range.starts[range.days.length] as Date),
  ];
  if (options.exceptPinId) conditions.push(ne(pins.id, options.exceptPinId));
  const rows = await options.db
    .select({ scheduledTime: pins.scheduledTime })
    .from(pins)
    .where(and(...conditions));
  const counts = range.days.map(() => 0);
  for (const row of rows) {
    const index = row.scheduledTime ? dayIndexOf(range, row.scheduledTime) : -1;
    if (index >= 0) counts[index] = (counts[index] ?? 0) + 1;
  }
  return counts;
}

/**
 * The times of the workspace's slot-taking pins in `range` and up to the largest gap either side of it
 * (the spacing rule looks across midnight), in time order, with how many each day holds: what
 * suggestTime needs to keep a suggestion clear of the other pins (ADR 0011).
 */
export async function loadPinTimes(options: {
  db: Database;
  workspaceId: string;
  range: DayRange;
  exceptPinId?: string;
}): Promise<{ times: Date[]; counts: number[] }> {
  const { range } = options;
  const margin = PIN_GAP_MINUTES * 60_000;
  const conditions: SQL[] = [
    eq(pins.workspaceId, options.workspaceId),
    inArray(pins.status, [...SLOT_STATUSES]),
    gte(pins.scheduledTime, new Date((range.starts[0] as Date).getTime() - margin)),
    lt(pins.scheduledTime, new Date((range.starts[range.days.length] as Date).getTime() + margin)),
  ];
  if (options.exceptPinId) conditions.push(ne(pins.id, options.exceptPinId));
  const rows = await options.db
    .select({ scheduledTime: pins.scheduledTime })
    .from(pins)
    .where(and(...conditions))
    .orderBy(asc(pins.scheduledTime));
  const times = rows.flatMap((row) => (row.scheduledTime ? [row.scheduledTime] : []));
  const counts = range.days.map(() => 0);
  for (const time of times) {
    const index = dayIndexOf(range, time);
    if (index >= 0) counts[index] = (counts[index] ?? 0) + 1;
  }
  return { times, counts };
}

/** Refuses a day that already holds its DAY_CAPACITY pins. */
export function assertRoomInDay(pinsThatDay: number): void {
  if (!dayHasRoom(pinsThatDay)) throw new AppError('conflict', DAY_FULL_MESSAGE);
}

interface DayOfInstant {
  db: Database;
  workspaceId: string;
  timeZone: string;
  /** Any instant of the day, which is a calendar day in timeZone. */
  at: Date;
  /** The pin being moved onto the day, which is not counted. */
  exceptPinId?: string;
}

/** Whether the day of `at` can take one more pin. */
export async function dayHasRoomAt(options: DayOfInstant): Promise<boolean> {
  const range = dayRange(localDate(options.at, options.timeZone), 1, options.timeZone);
  const [count = 0] = await countPinsPerDay({ ...options, range });
  return dayHasRoom(count);
}

/** Refuses a time whose day is already full. */
export async function assertDayHasRoom(options: DayOfInstant): Promise<void> {
  if (!(await dayHasRoomAt(options))) throw new AppError('conflict', DAY_FULL_MESSAGE);
}
