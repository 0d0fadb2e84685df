// GET /next-available-time and approval without a time: the first day from today with room,
// at the suggested time of the posting window, spaced from the workspace's other pins
// (src/shared/schedule-rules.ts, ADR 0011) and, for a given pin, from the pins of its board with
// the same link (ADR 0022).
import { NO_FREE_DAY_MESSAGE, TIMELINE_FUTURE_DAYS } from '../../../shared/api/schedule';
import { linkRuleEffect, type SameLinkPin } from '../../../shared/link-spacing';
import { suggestTime } from '../../../shared/schedule-rules';
import { localDate } from '../../../shared/time-zone';
import { AppError } from '../../app-error';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import type { WorkspaceRow } from '../../db/schema';
import { type DayRange, dayRange, loadPinTimes } from './day-slots';
import { loadSameLinkPins, type SpacedPin } from './link-spacing';

/** The posting settings a workspace's schedule follows (its own, ADR 0036). */
export type PostingSettings = Pick<
  WorkspaceRow,
  'timeZone' | 'postingWindowStart' | 'postingWindowEnd' | 'linkSpacingHours'
>;

/** A suggested time, and why it is later than usual when the link rule moved it. */
export interface Suggestion {
  time: Date;
  notice: string | null;
}

/**
 * Searches today and the timeline's 30 days ahead, the days a person can see: a pin
 * scheduled beyond them would vanish from the timeline, so a full month is a 409 instead.
 * Without `pin` only the day's room and the gap count (the answer GET /next-available-time
 * always gave).
 */
export async function findNextAvailableTime(options: {
  db: Database;
  workspaceId: string;
  settings: PostingSettings;
  clock: Clock;
  pin?: SpacedPin;
}): Promise<Suggestion> {
  const { settings } = options;
  const now = options.clock.now();
  const range = dayRange(localDate(now, settings.timeZone), TIMELINE_FUTURE_DAYS + 1, settings.timeZone);
  // Read once for the whole month: the suggestion for each day checks against every time.
  const { times, counts } = await loadPinTimes({ db: options.db, workspaceId: options.workspaceId, range });
  const sameLink = options.pin
    ? await loadSameLinkPins({ ...options, pin: options.pin, from: rangeStart(range), to: rangeEnd(range) })
    : [];
  const hours = settings.linkSpacingHours;
  // One roll of the dice per day, so the search with the link rule and the one without agree
  // wherever the rule does not matter.
  const rolls = range.days.map(() => options.clock.random());
  const firstTime = (spaced: readonly SameLinkPin[]): Date | null => {
    for (const [index, date] of range.days.entries()) {
      const time = suggestTime({
        date,
        windowStart: settings.postingWindowStart,
        windowEnd: settings.postingWindowEnd,
        pinsThatDay: counts[index] ?? 0,
        pinTimes: times,
        now,
        timeZone: settings.timeZone,
        random: () => rolls[index] ?? 0,
        sameLinkTimes: spaced.map((pin) => pin.scheduledTime),
        linkSpacingHours: hours,
      });
      if (time) return time;
    }
    return null;
  };
  const time = firstTime(sameLink);
  const usual = sameLink.length > 0 ? firstTime([]) : time;
  const effect = linkRuleEffect({
    chosen: time,
    usual,
    sameLink,
    words: { timeZone: settings.timeZone, now, hours },
  });
  if (time) return { time, notice: effect && 'notice' in effect ? effect.notice : null };
  // The month has room, but not far enough from the pins with the same link.
  if (effect && 'refusal' in effect) throw new AppError('conflict', effect.refusal);
  throw new AppError('conflict', NO_FREE_DAY_MESSAGE);
}

const rangeStart = (range: DayRange) => range.starts[0] as Date;
const rangeEnd = (range: DayRange) => range.starts[range.days.length] as Date;
