import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, matchesTimeZone, timeZoneOptions, timeZoneRegions, utcOffset } from './time-zones';

afterEach(() => vi.restoreAllMocks());

const JANUARY = new Date('2027-01-15T12:00:00Z');
const JULY = new Date('2027-07-15T12:00:00Z');

describe('time zones offered in Settings', () => {
  it('uses the IANA database’s current names, never ICU’s old spellings', () => {
    const zones = timeZoneOptions('Europe/Kiev', 'Asia/Calcutta', [
      'Asia/Calcutta',
      'Europe/Kiev',
      'Europe/Paris',
    ]);
    expect(zones).toEqual(['Asia/Kolkata', 'Europe/Kyiv', 'Europe/Paris', 'UTC']);
    // The runtime's own list, whatever it holds, comes out canonical too.
    const everything = timeZoneOptions('UTC', 'UTC');
    expect(everything).not.toContain('Asia/Calcutta');
    expect(everything).not.toContain('Europe/Kiev');
    expect(everything).toContain('Asia/Kolkata');
  });

  it('names this browser’s zone the IANA way', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      timeZone: 'Asia/Calcutta',
    } as Intl.ResolvedDateTimeFormatOptions);
    expect(browserTimeZone()).toBe('Asia/Kolkata');
  });
});

describe('UTC offsets', () => {
  it('says each zone’s offset at a given moment, summer time included', () => {
    expect(utcOffset('Asia/Kolkata', JANUARY)).toEqual({ label: 'UTC+05:30', minutes: 330 });
    expect(utcOffset('Europe/Paris', JANUARY)).toEqual({ label: 'UTC+01:00', minutes: 60 });
    expect(utcOffset('Europe/Paris', JULY)).toEqual({ label: 'UTC+02:00', minutes: 120 });
    expect(utcOffset('America/New_York', JANUARY)).toEqual({ label: 'UTC−05:00', minutes: -300 });
    expect(utcOffset('UTC', JULY)).toEqual({ label: 'UTC+00:00', minutes: 0 });
    // Etc/GMT+12 is twelve hours behind (POSIX signs are the other way round).
    expect(utcOffset('Etc/GMT+12', JULY)).toEqual({ label: 'UTC−12:00', minutes: -720 });
  });
});

describe('time zones grouped by region', () => {
  const zones = [
    'America/Argentina/Buenos_Aires',
    'America/New_York',
    'Asia/Kolkata',
    'Etc/GMT+12',
    'Europe/London',
    'Europe/Paris',
    'UTC',
  ];

  it('groups by region in a readable order, each zone with its city and offset', () => {
    const regions = timeZoneRegions(zones, JANUARY);
    expect(regions.map((region) => region.label)).toEqual(['UTC', 'Americas', 'Asia', 'Europe', 'Other']);
    const americas = regions.find((region) => region.label === 'Americas');
    expect(americas?.zones.map((z) => [z.zone, z.city, z.offset])).toEqual([
      ['America/Argentina/Buenos_Aires', 'Buenos Aires, Argentina', 'UTC−03:00'],
      ['America/New_York', 'New York', 'UTC−05:00'],
    ]);
    expect(regions[0]?.zones[0]).toMatchObject({ zone: 'UTC', city: 'Coordinated Universal Time' });
  });

  it('finds a zone by city, by its IANA name, by region or by offset', () => {
    const all = timeZoneRegions(zones, JANUARY).flatMap((region) => region.zones);
    const found = (query: string) => all.filter((z) => matchesTimeZone(z, query)).map((z) => z.zone);
    expect(found('paris')).toEqual(['Europe/Paris']);
    expect(found('new york')).toEqual(['America/New_York']);
    expect(found('Buenos_Aires')).toEqual(['America/Argentina/Buenos_Aires']);
    expect(found('america/new')).toEqual(['America/New_York']);
    expect(found('+05:30')).toEqual(['Asia/Kolkata']);
    expect(found('utc+1')).toEqual(['Europe/Paris']);
    expect(found('GMT-5')).toEqual(['America/New_York']);
    expect(found('europe')).toEqual(['Europe/London', 'Europe/Paris']);
    expect(found('')).toHaveLength(zones.length);
    expect(found('atlantis')).toEqual([]);
  });
});
