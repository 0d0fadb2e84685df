// en-US date and time formatters, each made once: making an Intl.DateTimeFormat is slow, and the
// schedule, the timeline and the server's checks format many instants in a few time zones.

const made = new Map<string, Intl.DateTimeFormat>();

/**
 * The en-US formatter named `key`, made from `options` the first time it is asked for. The key
 * names the options, time zone included: 'parts Europe/London'.
 */
export function dateTimeFormat(key: string, options: () => Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = made.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', options());
    made.set(key, formatter);
  }
  return formatter;
}
