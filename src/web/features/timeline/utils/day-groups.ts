// Turns GET /timeline's days into the Day groups the page shows (SPEC.md §3): a label
// (Yesterday, Today, Tomorrow, a weekday and date, '(Past)' for older days), whether the
// day is over, and how many of its DAY_CAPACITY slots are still free.

import type { Pin } from '../../../../shared/api/pins';
import { DAY_CAPACITY, type TimelineResponse } from '../../../../shared/api/schedule';

export interface DayGroup {
  /** Midnight UTC of the calendar day: format it with timeZone 'UTC' to get the day back. */
  date: Date;
  /** YYYY-MM-DD in the user's time zone. */
  dateString: string;
  label: string;
  pins: Pin[];
  isPast: boolean;
  isToday: boolean;
}

const weekdayAndDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** 'YYYY-MM-DD' as midnight UTC of that day. */
export function dayStringToDate(dateString: string): Date {
  const [year = 1970, month = 1, day = 1] = dateString.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** The day `days` after 'YYYY-MM-DD', as 'YYYY-MM-DD'. */
export function shiftDay(dateString: string, days: number): string {
  const date = dayStringToDate(dateString);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'Monday, November 16' for a day. */
export function dayDateText(dateString: string): string {
  return weekdayAndDate.format(dayStringToDate(dateString));
}

/** 'Yesterday', 'Today', 'Tomorrow', 'Monday, November 16 (Past)' or 'Wednesday, November 25'. */
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

/** Free slots on a day; a day holds at most DAY_CAPACITY pins (SPEC.md §5). */
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

/** The timeline shows scheduled and posted pins; with none at all the page shows its empty state. */
export function hasAnyPins(timeline: TimelineResponse): boolean {
  return timeline.days.some((day) => day.pins.length > 0);
}
