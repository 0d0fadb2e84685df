// Times of day in a time zone: the workspace's (Settings → General, useWorkspaceTimeZone in
// api/get-usage.ts), which decides "today" and the posting window on the server, or the person's own
// (their profile; taken from the browser at sign-up): a date-time field's 'YYYY-MM-DDTHH:MM'
// (datetime-local) to and from the ISO instants the API speaks, and a date and time for people.
// Never the browser's own zone: a person travelling, or a browser set to UTC, sees their
// schedule's times as the schedule keeps them.
import { localDateTime, zonedTimeToInstant } from '../../shared/time-zone';
import { useSession } from './session-context';

/** The signed-in person's own time zone (their profile); the browser's until the session has one. */
export function useTimeZone(): string {
  const zone = useSession().user?.time_zone;
  return typeof zone === 'string' && zone ? zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall-clock time of `iso` in `timeZone` as 'YYYY-MM-DDTHH:MM'; '' for none or garbage. */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const { year, month, day, hour, minute } = localDateTime(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

const ZONED_INPUT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::00(?:\.0+)?)?$/;

/**
 * A 'YYYY-MM-DDTHH:MM' wall-clock time in `timeZone` as an ISO instant, or null when the text is
 * not a real date and time (checked before sending, so the person reads why in words). A time a
 * daylight saving change skips moves forward, as clocks do.
 */
export function zonedInputToIso(input: string, timeZone: string): string | null {
  const match = ZONED_INPUT.exec(input.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const inRange = month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 23 && minute <= 59;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (!inRange || day > daysInMonth) return null;
  return zonedTimeToInstant({ year, month, day, hour, minute }, timeZone).toISOString();
}

/** 'Jun 3, 2026, 10:30 AM' in `timeZone`; '' when missing or unreadable. */
export function formatZonedDateTime(
  iso: string | null | undefined,
  timeZone: string,
  locale = 'en-US',
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Some engines put a narrow no-break space before AM/PM; people read a plain one.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone })
    .format(date)
    .replace(/\s/g, ' ');
}
