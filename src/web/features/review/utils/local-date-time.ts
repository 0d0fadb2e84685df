// The pin's wanted time is an ISO instant on the wire and a local date and time in the
// browser (<input type="datetime-local">, 'YYYY-MM-DDTHH:mm', no zone), in the browser's zone.

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the value of a datetime-local input in local time; '' for none or garbage. */
export function isoToLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * A datetime-local value, read in local time, as an ISO instant (UTC); null when empty or not
 * a real date. A time skipped by a daylight-saving change moves forward, as Date does.
 */
export function localInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  if (month < 1 || month > 12 || day < 1 || hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // 2026-02-31 would roll over into March: not a real date.
  if (date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return date.toISOString();
}

/** An instant as a local date and time for people, e.g. 'Jun 3, 2026, 10:30 AM'; '' when unreadable. */
export function formatLocalDateTime(
  iso: string | null | undefined,
  options: { locale?: string; timeZone?: string } = {},
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(options.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: options.timeZone,
  }).format(date);
}
