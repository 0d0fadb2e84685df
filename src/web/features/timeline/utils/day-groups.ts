// Turns GET /timeline's days into the Day groups the page shows (docs/product.md §3): a label
// (Yesterday, Today, Tomorrow, a weekday and date, '(Past)' for older days), whether the
// day is over, and how many of its DAY_CAPACITY slots are still free; and, for phones, which
// runs of empty future days fold into one line.

import { DAY_CAPACITY, type TimelinePin, type TimelineResponse } from '../../../../shared/api/schedule';

export interface DayGroup {
  /** Midnight UTC of the calendar day: format it with timeZone 'UTC' to get the day back. */
  date: Date;
  /** YYYY-MM-DD in the user's time zone. */
  dateString: string;
  label: string;
  pins: TimelinePin[];
  isPast: boolean;
  isToday: boolean;
}

const weekdayAndDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

const monthAndDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });

/** 'YYYY-MM-DD' as midnight UTC of that day. */
function dayStringToDate(dateString: string): Date {
  const [year = 1970, month = 1, day = 1] = dateString.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * The day `days` after 'YYYY-MM-DD', as 'YYYY-MM-DD'.
 * @internal for tests and benchmarks, not production code
 */
export function shiftDay(dateString: string, days: number): string {
  const date = dayStringToDate(dateString);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'Monday, November 16' for a day. */
export function dayDateText(dateString: string): string {
  return weekdayAndDate.format(dayStringToDate(dateString));
}

/** 'Nov 25' for a day. */
export function shortDayText(dateString: string): string {
  return monthAndDay.format(dayStringToDate(dateString));
}

/**
 * 'Yesterday', 'Today', 'Tomorrow', 'Monday, November 16 (Past)' or 'Wednesday, November 25'.
 * @internal for tests and benchmarks, not production code
 */
export function dayLabel(dateString: string, today: string): string {
  if (dateString === today) return 'Today';
  if (dateString === shiftDay(today, -1)) return 'Yesterday';
  if (dateString === shiftDay(today, 1)) return 'Tomorrow';
  const name = dayDateText(dateString);
  return dateString < today ? `${name} (Past)` : name;
}

/** Yesterday, Today and Tomorrow say when, not which date; the page shows the date beside them. */
export function isRelativeLabel(label: string): boolean {
  return label === 'Yesterday' || label === 'Today' || label === 'Tomorrow';
}

export function buildDayGroups(timeline: TimelineResponse): DayGroup[] {
  return timeline.days.map(({ date, pins }) => ({
    date: dayStringToDate(date),
    dateString: date,
    label: dayLabel(date, timeline.today),
    pins,
    isPast: date < timeline.today,
    isToday: date === timeline.today,
  }));
}

/**
 * Free slots on a day; a day holds at most DAY_CAPACITY pins (docs/product.md §5).
 * @internal for tests and benchmarks, not production code
 */
export function slotsAvailable(pinCount: number): number {
  return Math.max(0, DAY_CAPACITY - pinCount);
}

export function isDayFull(pinCount: number): boolean {
  return slotsAvailable(pinCount) === 0;
}

/** '3 pins', '1 pin'. */
export function pinCountText(pinCount: number): string {
  return `${pinCount} ${pinCount === 1 ? 'pin' : 'pins'}`;
}

/** '3 slots available' while the day has room, else null (a full day shows no such line). */
export function slotsAvailableText(pinCount: number): string | null {
  const free = slotsAvailable(pinCount);
  if (free === 0) return null;
  return `${free} ${free === 1 ? 'slot' : 'slots'} available`;
}

/**
 * The timeline shows scheduled and posted pins, also those before and after its days; with none
 * at all the page shows its empty state.
 */
export function hasAnyPins(timeline: TimelineResponse): boolean {
  return (
    timeline.later.length > 0 ||
    timeline.earlier.length > 0 ||
    timeline.days.some((day) => day.pins.length > 0)
  );
}

/** A day of the timeline as shown, or a run of empty future days shown as one line (phones). */
export type TimelineRow =
  | { kind: 'day'; day: DayGroup; dayIndex: number }
  | { kind: 'fold'; days: DayGroup[]; firstIndex: number };

/**
 * The rows of the page: each day, except that when `fold` is set every run of empty days after
 * today (one day or more) becomes one row, unless its first day is in `opened`. Today and the past
 * days are never folded: today is where the page opens, and past days are short already.
 */
export function timelineRows(
  days: DayGroup[],
  { fold, opened = new Set() }: { fold: boolean; opened?: ReadonlySet<string> },
): TimelineRow[] {
  const rows: TimelineRow[] = [];
  let run: TimelineRow & { kind: 'fold' } = { kind: 'fold', days: [], firstIndex: 0 };
  const closeRun = () => {
    if (run.days.length > 0) rows.push(run);
    run = { kind: 'fold', days: [], firstIndex: 0 };
  };
  for (const [dayIndex, day] of days.entries()) {
    const foldable = fold && !day.isPast && !day.isToday && day.pins.length === 0;
    if (!foldable) {
      closeRun();
      rows.push({ kind: 'day', day, dayIndex });
      continue;
    }
    if (run.days.length === 0) run.firstIndex = dayIndex;
    run.days.push(day);
  }
  closeRun();
  // A run the person opened shows its days again.
  return rows.flatMap((row) =>
    row.kind === 'fold' && opened.has(row.days[0]?.dateString ?? '')
      ? row.days.map((day, k) => ({ kind: 'day' as const, day, dayIndex: row.firstIndex + k }))
      : [row],
  );
}

/**
 * Board id → the @username its pins publish with, when the workspace has several Pinterest
 * accounts (with one, nothing needs telling apart: empty).
 */
export function boardAccountNames(timeline: TimelineResponse | undefined): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  const accounts = timeline?.publishing.accounts ?? [];
  if (accounts.length < 2) return names;
  const username = new Map(accounts.map((account) => [account.id, account.username]));
  for (const [boardId, accountId] of Object.entries(timeline?.publishing.board_accounts ?? {})) {
    const name = username.get(accountId);
    if (name) names.set(boardId, name);
  }
  return names;
}
