// GET /next-available-time and approval without a time: the first day from today with room,
// at the suggested time of the posting window, spaced from the workspace's other pins
// (src/shared/schedule-rules.ts, ADR 0011) and, for a given pin, from the pins of its board with
// the same link (ADR 0022). With enough analytics on Pro and up, the day's time is in the
// workspace's best hours when they have room (ADR 0045).
import {
  NO_FREE_DAY_MESSAGE,
  type SuggestionReason,
  TIMELINE_FUTURE_DAYS,
} from '../../../shared/api/schedule';
import { linkRuleEffect, type SameLinkPin } from '../../../shared/link-spacing';
import { type SuggestTimeInput, suggestTime, suggestTimeInHours } from '../../../shared/schedule-rules';
import { localDate } from '../../../shared/time-zone';
import { AppError } from '../../app-error';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import type { WorkspaceRow } from '../../db/schema';
import { type BestHours, bestHoursToPrefer } from '../analytics';
import { type DayRange, dayRange, loadPinTimes } from './day-slots';
import { loadSameLinkPins, type SpacedPin } from './link-spacing';

/** The posting settings a workspace's schedule follows (its own, ADR 0036). */
export type PostingSettings = Pick<
  WorkspaceRow,
  'timeZone' | 'postingWindowStart' | 'postingWindowEnd' | 'linkSpacingHours'
>;

/**
 * A suggested time, why it is later than usual when the link rule moved it, and the best hours it
 * was placed in (null: the usual formula chose it).
 */
export interface Suggestion {
  time: Date;
  notice: string | null;
  reason: SuggestionReason;
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
  /** The hours to prefer, when the caller has read them already (a bulk approval); else read here. */
  preferred?: BestHours | null;
}): Promise<Suggestion> {
  const { settings } = options;
  const now = options.clock.now();
  const preferred =
    options.preferred === undefined
      ? await bestHoursToPrefer(options.db, options.workspaceId, now)
      : options.preferred;
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
  const firstTime = (spaced: readonly SameLinkPin[]): { time: Date; best: boolean } | null => {
    for (const [index, date] of range.days.entries()) {
      const input: SuggestTimeInput = {
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
      };
      // The first day with room keeps its place: the best hours choose the time in it, not the day.
      const best =
        preferred &&
        suggestTimeInHours({ ...input, hours: { fromHour: preferred.from_hour, toHour: preferred.to_hour } });
      if (best) return { time: best, best: true };
      const time = suggestTime(input);
      if (time) return { time, best: false };
    }
    return null;
  };
  const chosen = firstTime(sameLink);
  const usual = sameLink.length > 0 ? firstTime([]) : chosen;
  const effect = linkRuleEffect({
    chosen: chosen?.time ?? null,
    usual: usual?.time ?? null,
    sameLink,
    words: { timeZone: settings.timeZone, now, hours },
  });
  if (chosen) {
    return {
      time: chosen.time,
      notice: effect && 'notice' in effect ? effect.notice : null,
      reason: chosen.best && preferred ? { kind: 'best_hours', ...preferred } : null,
    };
  }
  // The month has room, but not far enough from the pins with the same link.
  if (effect && 'refusal' in effect) throw new AppError('conflict', effect.refusal);
  throw new AppError('conflict', NO_FREE_DAY_MESSAGE);
}

const rangeStart = (range: DayRange) => range.starts[0] as Date;
const rangeEnd = (range: DayRange) => range.starts[range.days.length] as Date;
