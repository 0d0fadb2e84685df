// The time zones offered in Settings: the browser's IANA list, with the saved zone and the
// browser's own zone always present even if the list lacks them (older engines, 'UTC').

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
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
  const zones = new Set(list);
  for (const zone of [saved, browser, 'UTC']) if (zone) zones.add(zone);
  return [...zones].sort((a, b) => a.localeCompare(b));
}
