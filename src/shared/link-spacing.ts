// Spam-safe spacing (ADR 0022): two pins with the same link on a board are at least
// the user's link_spacing_hours apart, and a board never gets the same image twice. The pure
// parts the server schedules with and the texts people read, in their time zone.
import { stripQuotes } from './api/pins';
import { dateTimeFormat } from './date-time-format';
import { localDateTime } from './time-zone';

const HOUR_MS = 3_600_000;

/**
 * What "the same link" compares: the stored, normalised link without its fragment. `#recipe-card`
 * and `#comments` are places on one page, and Pinterest sees one destination: two pins pointing
 * there within hours are the repetition the rule is for.
 */
export function linkSpacingKey(link: string): string {
  const hash = link.indexOf('#');
  return hash === -1 ? link : link.slice(0, hash);
}

/** A pin of the board with the same link, as the rule names it. */
export interface SameLinkPin {
  title: string;
  scheduledTime: Date;
}

/** The pins closer than `hours` to `time` (an hour of 0 turns the rule off: none). */
export function pinsTooClose<T extends SameLinkPin>(pins: readonly T[], time: Date, hours: number): T[] {
  const spacing = hours * HOUR_MS;
  return pins.filter((pin) => Math.abs(pin.scheduledTime.getTime() - time.getTime()) < spacing);
}

/** The one of `pins` nearest to `time`, the one a message names. */
export function nearestPin<T extends SameLinkPin>(pins: readonly T[], time: Date): T | undefined {
  const distance = (pin: T) => Math.abs(pin.scheduledTime.getTime() - time.getTime());
  return [...pins].sort((a, b) => distance(a) - distance(b))[0];
}

/**
 * The first time from `from` on that is `hours` from every one of `pins`: each pin too close
 * pushes it to that pin's time + hours, until none is. Only the link rule: the day's room and the
 * window are the callers'.
 */
export function nextLinkAllowedTime(pins: readonly SameLinkPin[], from: Date, hours: number): Date {
  let time = from;
  for (;;) {
    const close = pinsTooClose(pins, time, hours);
    if (close.length === 0) return time;
    const latest = Math.max(...close.map((pin) => pin.scheduledTime.getTime()));
    time = new Date(latest + hours * HOUR_MS);
  }
}

/**
 * 'Tue, Dec 1, 10:00 AM' in `timeZone`, the timeline's words for a day and a time (its cards say
 * '10:00 AM', its Later group 'Tue, Dec 1, 2026'); the year is added when it is not `now`'s.
 */
function formatScheduleTime(instant: Date, timeZone: string, now: Date): string {
  const withYear = localDateTime(instant, timeZone).year !== localDateTime(now, timeZone).year;
  const formatter = dateTimeFormat(`schedule ${timeZone} ${withYear}`, () => ({
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(withYear && { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }));
  // Some engines put a narrow no-break space before AM/PM, and 'at' between day and time.
  return formatter.format(instant).replace(/\s/g, ' ').replace(' at ', ', ');
}

export interface SpacingWords {
  timeZone: string;
  now: Date;
  hours: number;
}

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** The 409 when a time is too close to a pin of the board with the same link. */
export function linkTooCloseMessage(close: SameLinkPin, next: Date, words: SpacingWords): string {
  const at = (time: Date) => formatScheduleTime(time, words.timeZone, words.now);
  return (
    `“${stripQuotes(close.title)}” on this board links to the same page at ${at(close.scheduledTime)}: ` +
    `pins with the same link on a board are kept ${hoursText(words.hours)} apart. ` +
    `The next allowed time is ${at(next)}.`
  );
}

/** Said with an approval or a move whose time the link rule chose later than the usual one. */
function linkSpacingNotice(chosen: Date, close: SameLinkPin, words: SpacingWords): string {
  const at = (time: Date) => formatScheduleTime(time, words.timeZone, words.now);
  return (
    `Scheduled for ${at(chosen)}, at least ${hoursText(words.hours)} from ` +
    `“${stripQuotes(close.title)}” on this board, which links to the same page at ${at(close.scheduledTime)}.`
  );
}

/** The 409 for a pin whose image another scheduled or posted pin of the board already has. */
export function sameImageMessage(otherTitle: string): string {
  return (
    `This pin has the same image as “${stripQuotes(otherTitle)}” on this board, and a board never ` +
    'gets the same image twice. Change the title to redraw the image, or delete this pin.'
  );
}

/**
 * What the link rule did to a time the machine picked: `chosen` with the rule, `usual` without
 * it (same dice). A notice when it moved the time, a refusal when it left none although there
 * was one, null when it changed nothing.
 */
export function linkRuleEffect(options: {
  chosen: Date | null;
  usual: Date | null;
  sameLink: readonly SameLinkPin[];
  words: SpacingWords;
}): { notice: string } | { refusal: string } | null {
  const { chosen, usual, sameLink, words } = options;
  const blocking = usual && nearestPin(pinsTooClose(sameLink, usual, words.hours), usual);
  if (!usual || !blocking) return null;
  if (!chosen) {
    return {
      refusal: linkTooCloseMessage(blocking, nextLinkAllowedTime(sameLink, usual, words.hours), words),
    };
  }
  return chosen.getTime() === usual.getTime() ? null : { notice: linkSpacingNotice(chosen, blocking, words) };
}
