// Pin times in the user's time zone: the card's 'h:mm a' badge and the date of a pin shown outside
// its day. The reschedule dialog's field is lib/zoned-time.ts's, as Review's edit is.
import { dateTimeFormat } from '../../../../shared/date-time-format';
import { localDateTime } from '../../../../shared/time-zone';

function formatter(kind: 'time' | 'date', timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat(`pin ${kind} ${timeZone}`, () =>
    kind === 'time'
      ? { timeZone, hour: 'numeric', minute: '2-digit', hour12: true }
      : { timeZone, weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' },
  );
}

/** The instant `iso` names, or null for a missing or unreadable time. */
function instantOf(iso: string | null): Date | null {
  if (!iso) return null;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** 'h:mm a' in `timeZone`, e.g. '9:30 AM'; null for a missing or unreadable time. */
export function formatPinTime(iso: string | null, timeZone: string): string | null {
  const instant = instantOf(iso);
  // Some engines put a narrow no-break space before AM/PM; the card wants a plain one.
  return instant && formatter('time', timeZone).format(instant).replace(/\s/g, ' ');
}

/**
 * 'Tue, Jun 1, 2027' in `timeZone`: the date of a pin in the Later or Earlier group, which has no
 * day header above it. Null for a missing or unreadable time.
 */
export function formatPinDate(iso: string | null, timeZone: string): string | null {
  const instant = instantOf(iso);
  return instant && formatter('date', timeZone).format(instant);
}

/** 'YYYY-MM-DD' of `iso` in `timeZone`, or null. */
export function localDayOf(iso: string | null, timeZone: string): string | null {
  const instant = instantOf(iso);
  if (!instant) return null;
  const { year, month, day } = localDateTime(instant, timeZone);
  return `${year}-${pad(month)}-${pad(day)}`;
}

const pad = (value: number) => String(value).padStart(2, '0');
