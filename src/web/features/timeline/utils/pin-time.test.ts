import { describe, expect, it } from 'vitest';
import { formatPinDate, formatPinTime, localDayOf, localInputToIso, toLocalInput } from './pin-time';

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

describe("the reschedule dialog's local time", () => {
  it("writes an instant as 'YYYY-MM-DDTHH:MM' in the zone", () => {
    expect(toLocalInput('2026-11-20T14:30:00.000Z', 'Europe/Berlin')).toBe('2026-11-20T15:30');
    expect(toLocalInput('2026-07-01T01:05:00.000Z', 'America/Los_Angeles')).toBe('2026-06-30T18:05');
    expect(toLocalInput(null, 'UTC')).toBe('');
  });

  it('reads it back as an ISO instant in the zone', () => {
    expect(localInputToIso('2026-11-20T15:30', 'Europe/Berlin')).toBe('2026-11-20T14:30:00.000Z');
    expect(localInputToIso('2026-06-30T18:05', 'America/Los_Angeles')).toBe('2026-07-01T01:05:00.000Z');
    expect(localInputToIso(' 2026-11-20 09:00 ', 'Asia/Tokyo')).toBe('2026-11-20T00:00:00.000Z');
  });

  it('round-trips across a daylight saving change', () => {
    const iso = '2026-03-29T01:30:00.000Z'; // Berlin switches to summer time at 01:00 UTC
    expect(localInputToIso(toLocalInput(iso, 'Europe/Berlin'), 'Europe/Berlin')).toBe(iso);
  });

  it('reads seconds of zero, which some browsers add to the field', () => {
    expect(localInputToIso('2026-11-20T15:30:00', 'Europe/Berlin')).toBe('2026-11-20T14:30:00.000Z');
  });

  it('answers null for text that is not a real date and time, so it is never sent', () => {
    expect(localInputToIso('next tuesday', 'UTC')).toBeNull();
    expect(localInputToIso('', 'UTC')).toBeNull();
    expect(localInputToIso('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(localInputToIso('2026-11-20T25:00', 'UTC')).toBeNull();
  });
});
