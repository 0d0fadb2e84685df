// The time zones offered in Settings: the browser's IANA list, with the saved zone and the
// browser's own zone always present even if the list lacks them (older engines, 'UTC'). Names
// are the IANA database's current ones (Asia/Kolkata, Europe/Kyiv), not ICU's old spellings.
// The picker shows them by region, each with its city and its UTC offset at a given moment, and
// finds them by city, IANA name, region or offset ("paris", "america/new", "+05:30", "GMT-5").
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

/**
 * "UTC+05:30", "UTC−05:00" (a true minus sign), with the offset in minutes east of UTC.
 * @internal for tests and benchmarks, not production code
 */
export function utcOffset(zone: string, at: Date): { label: string; minutes: number } {
  let name = 'GMT';
  try {
    name =
      new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  } catch {
    // A zone this engine does not know: shown at UTC rather than not at all.
  }
  const match = /^GMT([+-−])(\d{2}):(\d{2})$/.exec(name);
  const minutes = match ? (match[1] === '+' ? 1 : -1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return { label: offsetLabel(minutes), minutes };
}

function offsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const whole = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `UTC${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

export interface TimeZoneChoice {
  /** The IANA name, what is saved: "America/Argentina/Buenos_Aires". */
  zone: string;
  /** What a person looks for: "Buenos Aires, Argentina". */
  city: string;
  offset: string;
  offsetMinutes: number;
  /** Lowercase words the search looks in. */
  words: string;
}

export interface TimeZoneRegion {
  label: string;
  zones: TimeZoneChoice[];
}

/** The regions in the order shown; IANA's first part → its label. "Etc" zones are "Other". */
const REGIONS: readonly [string, string][] = [
  ['UTC', 'UTC'],
  ['Africa', 'Africa'],
  ['America', 'Americas'],
  ['Antarctica', 'Antarctica'],
  ['Arctic', 'Arctic'],
  ['Asia', 'Asia'],
  ['Atlantic', 'Atlantic Ocean'],
  ['Australia', 'Australia'],
  ['Europe', 'Europe'],
  ['Indian', 'Indian Ocean'],
  ['Pacific', 'Pacific'],
];
const OTHER = 'Other';

function regionOf(zone: string): string {
  const first = zone === 'UTC' ? 'UTC' : (zone.split('/')[0] ?? '');
  return REGIONS.find(([key]) => key === first)?.[1] ?? OTHER;
}

/** "America/Argentina/Buenos_Aires" → "Buenos Aires, Argentina"; "UTC" → "Coordinated Universal Time". */
function cityOf(zone: string): string {
  if (zone === 'UTC') return 'Coordinated Universal Time';
  const parts = zone.split('/').map((part) => part.replaceAll('_', ' '));
  if (parts.length === 1) return parts[0] ?? zone;
  const [, ...rest] = parts;
  const city = rest.at(-1) ?? zone;
  const area = rest.length > 1 ? rest.slice(0, -1).join(', ') : '';
  return area ? `${city}, ${area}` : city;
}

/** `zones` by region, each region's zones by city, offsets as they are at `at`. */
export function timeZoneRegions(zones: readonly string[], at: Date): TimeZoneRegion[] {
  const byRegion = new Map<string, TimeZoneChoice[]>();
  for (const zone of zones) {
    const { label: offset, minutes } = utcOffset(zone, at);
    const city = cityOf(zone);
    const region = regionOf(zone);
    const words = `${zone.replaceAll('_', ' ')} ${city} ${region}`.toLowerCase();
    const list = byRegion.get(region) ?? [];
    list.push({ zone, city, offset, offsetMinutes: minutes, words });
    byRegion.set(region, list);
  }
  const order = [...REGIONS.map(([, label]) => label), OTHER];
  return order.flatMap((label) => {
    const list = byRegion.get(label);
    if (!list) return [];
    return [
      { label, zones: list.sort((a, b) => a.city.localeCompare(b.city) || a.zone.localeCompare(b.zone)) },
    ];
  });
}

const OFFSET_QUERY = /^(?:utc|gmt)?\s*([+−-])\s*(\d{1,2})(?::?(\d{2}))?$/;

/** Whether `choice` is what `query` asks for: an offset ("+05:30", "UTC+1"), or words it holds. */
export function matchesTimeZone(choice: TimeZoneChoice, query: string): boolean {
  const text = query.trim().toLowerCase().replaceAll('_', ' ');
  if (!text) return true;
  const offset = OFFSET_QUERY.exec(text);
  if (offset) {
    const minutes = Number(offset[2]) * 60 + Number(offset[3] ?? 0);
    return choice.offsetMinutes === (offset[1] === '+' ? minutes : -minutes);
  }
  return text.split(/\s+/).every((word) => choice.words.includes(word));
}
