import { describe, expect, it } from 'vitest';
import { formatPinDate, formatPinTime, localDayOf } from './pin-time';

describe('the time badge', () => {
  it("shows 'h:mm a' in the user's time zone", () => {
    expect(formatPinTime('2026-11-20T14:30:00.000Z', 'Europe/Berlin')).toBe('3:30 PM');
    expect(formatPinTime('2026-11-20T14:30:00.000Z', 'America/New_York')).toBe('9:30 AM');
    expect(formatPinTime('2026-11-20T00:05:00.000Z', 'UTC')).toBe('12:05 AM');
    expect(formatPinTime('2026-11-20T12:00:00.000Z', 'UTC')).toBe('12:00 PM');
  });

  it('shows nothing for a missing or unreadable time', () => {
    expect(formatPinTime(null, 'UTC')).toBeNull();
    expect(formatPinTime('not a time', 'UTC')).toBeNull();
  });

  it('dates a pin shown outside its day, in the zone', () => {
    expect(formatPinDate('2027-06-01T14:00:00.000Z', 'America/New_York')).toBe('Tue, Jun 1, 2027');
    expect(formatPinDate('2027-06-01T02:00:00.000Z', 'America/New_York')).toBe('Mon, May 31, 2027');
    expect(formatPinDate(null, 'UTC')).toBeNull();
  });

  it('finds the local day of an instant', () => {
    expect(localDayOf('2026-11-20T23:30:00.000Z', 'Europe/Berlin')).toBe('2026-11-21');
    expect(localDayOf('2026-11-20T23:30:00.000Z', 'UTC')).toBe('2026-11-20');
  });
});
