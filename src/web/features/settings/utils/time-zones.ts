// The time zones offered in Settings: the browser's IANA list, with the saved zone and the
// browser's own zone always present even if the list lacks them (older engines, 'UTC'). Names
// are the IANA database's current ones (Asia/Kolkata, Europe/Kyiv), not ICU's old spellings.
import { ianaZoneName } from '../../../../shared/time-zone-names';

export function browserTimeZone(): string {
  try {
    return ianaZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  } catch {
    return 'UTC';
  }
}

export function timeZoneOptions(saved: string, browser: string, supported?: readonly string[]): string[] {
  let list: readonly string[] = supported ?? [];
  if (!supported) {
    try {
      list = Intl.supportedValuesOf('timeZone');
    } catch {
      list = [];
    }
  }
  const zones = new Set(list.map(ianaZoneName));
  for (const zone of [saved, browser, 'UTC']) if (zone) zones.add(ianaZoneName(zone));
  return [...zones].sort((a, b) => a.localeCompare(b));
}
