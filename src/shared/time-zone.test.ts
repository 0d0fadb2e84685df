import { describe, expect, it } from 'vitest';
import {
  formatLocalDate,
  localDate,
  localDayBounds,
  localMonthBounds,
  offsetMinutes,
  parseLocalDate,
  zonedTimeToInstant,
} from './time-zone';

describe('time zones', () => {
  it('knows the offset of zones east and west of UTC', () => {
    const instant = new Date('2026-01-15T12:00:00Z');
    expect(offsetMinutes(instant, 'Pacific/Auckland')).toBe(13 * 60);
    expect(offsetMinutes(instant, 'Pacific/Honolulu')).toBe(-10 * 60);
    expect(offsetMinutes(instant, 'Asia/Kolkata')).toBe(5 * 60 + 30);
    expect(offsetMinutes(instant, 'UTC')).toBe(0);
  });

  it('finds the user day around an instant, even when UTC is on another date', () => {
    const { start, end } = localDayBounds(new Date('2026-01-15T20:00:00Z'), 'Pacific/Auckland');
    expect(start.toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(end.toISOString()).toBe('2026-01-16T11:00:00.000Z');
    const honolulu = localDayBounds(new Date('2026-01-15T05:00:00Z'), 'Pacific/Honolulu');
    expect(honolulu.start.toISOString()).toBe('2026-01-14T10:00:00.000Z');
  });

  it('has 23 and 25 hour days at daylight saving changes', () => {
    const spring = localDayBounds(new Date('2026-03-08T18:00:00Z'), 'America/New_York');
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23);
    const autumn = localDayBounds(new Date('2026-11-01T18:00:00Z'), 'America/New_York');
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });

  it('moves a time inside a DST gap to just after it', () => {
    // 02:30 does not exist in New York on 2026-03-08.
    const instant = zonedTimeToInstant(
      { year: 2026, month: 3, day: 8, hour: 2, minute: 30 },
      'America/New_York',
    );
    expect(instant.toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('takes the earlier instant for a time the clock shows twice', () => {
    // 01:30 happens twice in New York on 2026-11-01: first in EDT (UTC−4).
    const instant = zonedTimeToInstant(
      { year: 2026, month: 11, day: 1, hour: 1, minute: 30 },
      'America/New_York',
    );
    expect(instant.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('bounds the user month across a year end', () => {
    const { start, end } = localMonthBounds(new Date('2026-12-31T23:30:00Z'), 'Pacific/Auckland');
    expect(start.toISOString()).toBe('2026-12-31T11:00:00.000Z');
    expect(end.toISOString()).toBe('2027-01-31T11:00:00.000Z');
  });

  it('writes and reads days as YYYY-MM-DD, refusing days that do not exist', () => {
    expect(formatLocalDate({ year: 2026, month: 3, day: 8 })).toBe('2026-03-08');
    expect(parseLocalDate('2026-03-08')).toEqual({ year: 2026, month: 3, day: 8 });
    expect(parseLocalDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseLocalDate('2026-02-29')).toBeNull();
    expect(parseLocalDate('2026-13-01')).toBeNull();
    expect(parseLocalDate('8 March')).toBeNull();
  });

  it('names the user day of an instant', () => {
    const instant = new Date('2026-01-15T10:30:00Z');
    expect(localDate(instant, 'Pacific/Auckland')).toEqual({ year: 2026, month: 1, day: 15 });
    expect(localDate(new Date('2026-01-15T11:30:00Z'), 'Pacific/Auckland')).toEqual({
      year: 2026,
      month: 1,
      day: 16,
    });
    expect(localDate(new Date('2026-01-15T05:00:00Z'), 'Pacific/Honolulu').day).toBe(14);
  });
});
