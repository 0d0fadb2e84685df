// When an entry of the log happened, in the user's time zone (ADR 0025): relative for today
// ('5 minutes ago'), else the date and time ('Jun 3, 2026, 10:30 AM').
import { localDate } from '../../../../shared/time-zone';
import { formatZonedDateTime } from '../../../lib/zoned-time';

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const sameDay = (a: Date, b: Date, timeZone: string) => {
  const [x, y] = [localDate(a, timeZone), localDate(b, timeZone)];
  return x.year === y.year && x.month === y.month && x.day === y.day;
};

export function formatActivityTime(iso: string, timeZone: string, now: Date): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const seconds = Math.round((now.getTime() - instant.getTime()) / 1000);
  // A server clock a little ahead of this one still reads 'just now'.
  if (seconds < -60 || !sameDay(instant, now, timeZone)) return formatZonedDateTime(iso, timeZone);
  if (seconds < 60) return 'just now';
  if (seconds < 3600) return relative.format(-Math.floor(seconds / 60), 'minute');
  return relative.format(-Math.floor(seconds / 3600), 'hour');
}
