// Pin times in the user's time zone: the card's 'h:mm a' badge and the date of a pin shown outside
// its day. The reschedule dialog's field is lib/zoned-time.ts's, as Review's edit is.
import { localDateTime } from '../../../../shared/time-zone';

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
