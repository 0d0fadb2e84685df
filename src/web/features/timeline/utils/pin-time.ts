// Pin times in the user's time zone: the card's 'h:mm a' badge, the date of a pin shown outside
// its day, and the reschedule dialog's 'YYYY-MM-DDTHH:MM' field (datetime-local), to and from the
// ISO instants the API speaks.
import { localDateTime, zonedTimeToInstant } from '../../../../shared/time-zone';

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

function timeFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = timeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    timeFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** 'h:mm a' in `timeZone`, e.g. '9:30 AM'; null for a missing or unreadable time. */
export function formatPinTime(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  // Some engines put a narrow no-break space before AM/PM; the card wants a plain one.
  return timeFormatter(timeZone).format(instant).replace(/\s/g, ' ');
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * 'Tue, Jun 1, 2027' in `timeZone`: the date of a pin in the Later or Earlier group, which has no
 * day header above it. Null for a missing or unreadable time.
 */
export function formatPinDate(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/** 'YYYY-MM-DD' of `iso` in `timeZone`, or null. */
export function localDayOf(iso: string | null, timeZone: string): string | null {
  if (!iso) return null;
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return null;
  const { year, month, day } = localDateTime(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall-clock time of `iso` in `timeZone` as 'YYYY-MM-DDTHH:MM' (the dialog's default). */
export function toLocalInput(iso: string | null, timeZone: string): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const { year, month, day, hour, minute } = localDateTime(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::00(?:\.0+)?)?$/;

/**
 * A 'YYYY-MM-DDTHH:MM' wall-clock time in `timeZone` as an ISO instant, or null when the text is
 * not a real date and time (checked before sending, so the person reads why in words). A time a
 * daylight saving change skips moves forward, as clocks do.
 */
export function localInputToIso(input: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(input.trim());
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
