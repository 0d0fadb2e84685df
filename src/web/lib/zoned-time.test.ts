import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, toZonedInput, zonedInputToIso } from './zoned-time';

describe("a date-time field in the user's zone", () => {
  it("writes an instant as 'YYYY-MM-DDTHH:MM' in the zone", () => {
    expect(toZonedInput('2026-11-20T14:30:00.000Z', 'Europe/Berlin')).toBe('2026-11-20T15:30');
    expect(toZonedInput('2026-07-01T01:05:00.000Z', 'America/Los_Angeles')).toBe('2026-06-30T18:05');
    expect(toZonedInput(null, 'UTC')).toBe('');
  });

  it('reads it back as an ISO instant in the zone', () => {
    expect(zonedInputToIso('2026-11-20T15:30', 'Europe/Berlin')).toBe('2026-11-20T14:30:00.000Z');
    expect(zonedInputToIso('2026-06-30T18:05', 'America/Los_Angeles')).toBe('2026-07-01T01:05:00.000Z');
    expect(zonedInputToIso(' 2026-11-20 09:00 ', 'Asia/Tokyo')).toBe('2026-11-20T00:00:00.000Z');
  });

  it('round-trips across a daylight saving change', () => {
    const iso = '2026-03-29T01:30:00.000Z'; // Berlin switches to summer time at 01:00 UTC
    expect(zonedInputToIso(toZonedInput(iso, 'Europe/Berlin'), 'Europe/Berlin')).toBe(iso);
  });

  it('reads seconds of zero, which some browsers add to the field', () => {
    expect(zonedInputToIso('2026-11-20T15:30:00', 'Europe/Berlin')).toBe('2026-11-20T14:30:00.000Z');
  });

  it('answers null for text that is not a real date and time, so it is never sent', () => {
    expect(zonedInputToIso('next tuesday', 'UTC')).toBeNull();
    expect(zonedInputToIso('', 'UTC')).toBeNull();
    expect(zonedInputToIso('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(zonedInputToIso('2026-11-20T25:00', 'UTC')).toBeNull();
  });
});

describe('a time for people', () => {
  it('formats in the given zone, whatever the browser’s', () => {
    expect(formatZonedDateTime('2026-07-14T08:30:00Z', 'Europe/Paris')).toBe('Jul 14, 2026, 10:30 AM');
    expect(formatZonedDateTime('2026-07-14T08:30:00Z', 'UTC')).toBe('Jul 14, 2026, 8:30 AM');
    expect(formatZonedDateTime('2026-07-14T08:30:00Z', 'Pacific/Kiritimati')).toBe('Jul 14, 2026, 10:30 PM');
  });

  it('moves a time skipped by the spring change forward', () => {
    // 02:30 does not exist in Paris on 2026-03-29; it becomes 03:30 CEST.
    expect(zonedInputToIso('2026-03-29T02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('gives an empty text for no time', () => {
    expect(formatZonedDateTime(null, 'UTC')).toBe('');
    expect(formatZonedDateTime('garbage', 'UTC')).toBe('');
  });
});
