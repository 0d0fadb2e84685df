// How the Analytics page words its figures (ADR 0042): counts, change against the period before,
// hours and weekdays of the best-times heatmap, and how long ago Pinterest's figures were read.
import type { AnalyticsMetric } from '../../../../shared/api/analytics-contract';

/** What each figure is called on screen, plural and in a sentence. */
export const METRIC_LABELS: Record<AnalyticsMetric, { title: string; words: string }> = {
  impression: { title: 'Impressions', words: 'impressions' },
  save: { title: 'Saves', words: 'saves' },
  pin_click: { title: 'Pin clicks', words: 'pin clicks' },
  outbound_click: { title: 'Outbound clicks', words: 'outbound clicks' },
};

/** 0 is Monday, as the API counts. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const counts = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => counts.format(value);

/** '▲ 25%', '▼ 3.5%', '0%'; null when there is nothing earlier to compare with. */
export function formatChange(
  change: number | null,
): { text: string; direction: 'up' | 'down' | 'flat' } | null {
  if (change === null) return null;
  const percent = Math.abs(change * 100);
  const shown = `${percent < 10 && percent % 1 !== 0 ? percent.toFixed(1) : Math.round(percent)}%`;
  if (change > 0) return { text: `▲ ${shown}`, direction: 'up' };
  if (change < 0) return { text: `▼ ${shown}`, direction: 'down' };
  return { text: '0%', direction: 'flat' };
}

/** 'Nov 3' for the API's 'YYYY-MM-DD', a calendar day (read as such, not as a moment in some zone). */
export function formatDay(date: string, style: 'short' | 'long' = 'short'): string {
  const day = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat('en-US', {
    month: style === 'short' ? 'short' : 'long',
    day: 'numeric',
    ...(style === 'long' && { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(day);
}

/** '3 hours ago', 'yesterday', 'just now': how long before `now` figures were read. */
export function timeAgo(iso: string, now: number): string {
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  if (Number.isNaN(minutes) || minutes < 1) return 'just now';
  const words = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
  if (minutes < 60) return words.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return words.format(-hours, 'hour');
  return words.format(-Math.round(hours / 24), 'day');
}
