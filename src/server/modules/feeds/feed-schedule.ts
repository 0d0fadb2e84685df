// When a feed is read again: about every 4 hours, and less often while it keeps failing.

const HOUR = 3_600_000;
const CHECK_EVERY_MS = 4 * HOUR;
const MAX_BACKOFF_MS = 24 * HOUR;

/** After `failures` failed reads in a row: 4 h, then 8 h, 16 h, and at most a day. */
export function nextCheckAfter(now: Date, failures: number): Date {
  const wait =
    failures <= 0 ? CHECK_EVERY_MS : Math.min(CHECK_EVERY_MS * 2 ** (failures - 1), MAX_BACKOFF_MS);
  return new Date(now.getTime() + wait);
}
