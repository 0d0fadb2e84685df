import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLocalDateTime, isoToLocalInput, localInputToIso } from './local-date-time';

// A zone with daylight saving, so the conversions cannot get away with ignoring the offset.
const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Paris';
});
afterAll(() => {
  if (previousTz === undefined) delete process.env.TZ;
  else process.env.TZ = previousTz;
});

describe('isoToLocalInput', () => {
  it('shows an instant as the local date and time of the browser', () => {
    expect(isoToLocalInput('2026-07-14T08:30:00.000Z')).toBe('2026-07-14T10:30'); // CEST, +2
    expect(isoToLocalInput('2026-01-05T23:45:00Z')).toBe('2026-01-06T00:45'); // CET, +1, next day
    expect(isoToLocalInput('2026-07-14T10:30:00+02:00')).toBe('2026-07-14T10:30');
  });

  it('gives an empty field for no time or an unreadable one', () => {
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput(undefined)).toBe('');
    expect(isoToLocalInput('')).toBe('');
    expect(isoToLocalInput('next tuesday')).toBe('');
  });
});

describe('localInputToIso', () => {
  it('reads the field in local time and sends UTC', () => {
    expect(localInputToIso('2026-07-14T10:30')).toBe('2026-07-14T08:30:00.000Z');
    expect(localInputToIso('2026-01-06T00:45')).toBe('2026-01-05T23:45:00.000Z');
    expect(localInputToIso('2026-01-06T00:45:30')).toBe('2026-01-05T23:45:30.000Z');
  });

  it('round-trips with isoToLocalInput', () => {
    for (const value of ['2026-03-28T23:59', '2026-10-25T01:15', '2027-02-28T12:00']) {
      const iso = localInputToIso(value);
      expect(iso).not.toBeNull();
      expect(isoToLocalInput(iso)).toBe(value);
    }
  });

  it('moves a time skipped by the spring change forward, as the browser does', () => {
    // 02:30 does not exist in Paris on 2026-03-29; it becomes 03:30 CEST.
    expect(localInputToIso('2026-03-29T02:30')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('gives null for an empty field or a date that does not exist', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('   ')).toBeNull();
    expect(localInputToIso('2026-02-31T10:00')).toBeNull();
    expect(localInputToIso('2026-13-01T10:00')).toBeNull();
    expect(localInputToIso('2026-07-14T24:00')).toBeNull();
    expect(localInputToIso('2026-07-14')).toBeNull();
    expect(localInputToIso('2026-07-14T08:30:00Z')).toBeNull();
  });
});

describe('formatLocalDateTime', () => {
  it('formats in local time for people', () => {
    expect(formatLocalDateTime('2026-07-14T08:30:00Z', { locale: 'en-US' })).toBe('Jul 14, 2026, 10:30 AM');
    expect(formatLocalDateTime('2026-07-14T08:30:00Z', { locale: 'en-US', timeZone: 'UTC' })).toBe(
      'Jul 14, 2026, 8:30 AM',
    );
  });

  it('gives an empty text for no time', () => {
    expect(formatLocalDateTime(null)).toBe('');
    expect(formatLocalDateTime('garbage')).toBe('');
  });
});
