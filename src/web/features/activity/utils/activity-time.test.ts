import { describe, expect, it } from 'vitest';
import { formatActivityTime } from './activity-time';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('formatActivityTime', () => {
  it('is relative for today in the user’s zone', () => {
    expect(formatActivityTime(ago(20_000), 'Europe/London', NOW)).toBe('just now');
    expect(formatActivityTime(ago(60_000), 'Europe/London', NOW)).toBe('1 minute ago');
    expect(formatActivityTime(ago(3 * 3_600_000), 'Europe/London', NOW)).toBe('3 hours ago');
  });

  it('gives the date and time for an earlier day, in that zone', () => {
    // 01:00 on the 10th in UTC is still the 9th in New York.
    expect(formatActivityTime('2026-03-10T01:00:00.000Z', 'America/New_York', NOW)).toBe(
      'Mar 9, 2026, 9:00 PM',
    );
    expect(formatActivityTime('2026-03-10T01:00:00.000Z', 'Europe/London', NOW)).toBe('14 hours ago');
  });

  it('reads a clock slightly ahead as just now, and garbage as nothing', () => {
    expect(formatActivityTime(new Date(NOW.getTime() + 5_000).toISOString(), 'UTC', NOW)).toBe('just now');
    expect(formatActivityTime('not a date', 'UTC', NOW)).toBe('');
  });
});
