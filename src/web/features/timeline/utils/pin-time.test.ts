import { describe, expect, it } from 'vitest';
import { formatPinTime, localDayOf, localInputToIso, toLocalInput } from './pin-time';

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

  it('finds the local day of an instant', () => {
    expect(localDayOf('2026-11-20T23:30:00.000Z', 'Europe/Berlin')).toBe('2026-11-21');
    expect(localDayOf('2026-11-20T23:30:00.000Z', 'UTC')).toBe('2026-11-20');
  });
});

describe("the reschedule prompt's local time", () => {
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

  it('passes text that is not such a time on unchanged, for the server to reject', () => {
    expect(localInputToIso('next tuesday', 'UTC')).toBe('next tuesday');
    expect(localInputToIso('2026-02-30T10:00', 'UTC')).toBe('2026-02-30T10:00');
    expect(localInputToIso('2026-11-20T25:00', 'UTC')).toBe('2026-11-20T25:00');
  });
});
