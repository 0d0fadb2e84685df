import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone, timeZoneOptions } from './time-zones';

afterEach(() => vi.restoreAllMocks());

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
