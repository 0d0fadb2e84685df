// GET /next-available-time and approval without a time: the first day from today with room,
// at the suggested time of the posting window, spaced from the user's other pins
// (src/shared/schedule-rules.ts, ADR 0011).
import { NO_FREE_DAY_MESSAGE, TIMELINE_FUTURE_DAYS } from '../../../shared/api/schedule';
import { suggestTime } from '../../../shared/schedule-rules';
import { localDate } from '../../../shared/time-zone';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { dayRange, loadPinTimes } from './day-slots';
import type { ScheduleClock } from './schedule-clock';

type ScheduleOwner = Pick<UserRow, 'id' | 'timeZone' | 'postingWindowStart' | 'postingWindowEnd'>;

/**
 * Searches today and the timeline's 30 days ahead, the days a person can see: a pin
 * scheduled beyond them would vanish from the timeline, so a full month is a 409 instead.
 */
export async function findNextAvailableTime(options: {
  db: Database;
  user: ScheduleOwner;
  clock: ScheduleClock;
}): Promise<Date> {
  const { user } = options;
  const now = options.clock.now();
  const range = dayRange(localDate(now, user.timeZone), TIMELINE_FUTURE_DAYS + 1, user.timeZone);
  // Read once for the whole month: the suggestion for each day checks against every time.
  const { times, counts } = await loadPinTimes({ db: options.db, userId: user.id, range });
  for (const [index, date] of range.days.entries()) {
    const time = suggestTime({
      date,
      windowStart: user.postingWindowStart,
      windowEnd: user.postingWindowEnd,
      pinsThatDay: counts[index] ?? 0,
      pinTimes: times,
      now,
      timeZone: user.timeZone,
      random: options.clock.random,
    });
    if (time) return time;
  }
  throw new AppError('conflict', NO_FREE_DAY_MESSAGE);
}
