// Drag and drop on the timeline: a scheduled pin dropped on a day gets that day's suggested
// time, spaced from the user's other pins (ADR 0011). Dropping it on the day it is already on
// leaves it where it is.
import { eq } from 'drizzle-orm';
import {
  DAY_CAPACITY,
  DAY_FULL_MESSAGE,
  MOVE_DAY_MESSAGE,
  NO_SPACED_TIME_MESSAGE,
  ONLY_SCHEDULED_RESCHEDULE_MESSAGE,
  TIMELINE_FUTURE_DAYS,
  WINDOW_OVER_MESSAGE,
} from '../../../shared/api/schedule';
import { suggestTime } from '../../../shared/schedule-rules';
import { addDays, formatLocalDate, localDate, parseLocalDate } from '../../../shared/time-zone';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockUser } from '../../db/lock-user';
import { pins } from '../../db/schema';
import { getPin, type PinWithBoard } from '../pins';
import { dayRange, loadPinTimes } from './day-slots';
import type { ScheduleClock } from './schedule-clock';

export async function movePin(options: {
  db: Database;
  clock: ScheduleClock;
  userId: string;
  pinId: string;
  /** YYYY-MM-DD in the user's time zone. */
  date: string;
}): Promise<PinWithBoard> {
  return options.db.transaction(async (tx) => {
    const user = await lockUser(tx, options.userId);
    const found = await getPin({ db: tx, userId: user.id, pinId: options.pinId });
    const { pin } = found;
    if (pin.status !== 'scheduled') throw new AppError('conflict', ONLY_SCHEDULED_RESCHEDULE_MESSAGE);
    const target = parseLocalDate(options.date);
    if (!target) throw new AppError('validation_error', 'date must be a day like 2026-12-01');
    const now = options.clock.now();
    const today = localDate(now, user.timeZone);
    const day = formatLocalDate(target);
    if (day < formatLocalDate(today) || day > formatLocalDate(addDays(today, TIMELINE_FUTURE_DAYS))) {
      throw new AppError('validation_error', MOVE_DAY_MESSAGE);
    }
    if (pin.scheduledTime && formatLocalDate(localDate(pin.scheduledTime, user.timeZone)) === day)
      return found;

    const range = dayRange(target, 1, user.timeZone);
    const { times, counts } = await loadPinTimes({ db: tx, userId: user.id, range, exceptPinId: pin.id });
    const pinsThatDay = counts[0] ?? 0;
    if (pinsThatDay >= DAY_CAPACITY) throw new AppError('conflict', DAY_FULL_MESSAGE);
    const suggest = (pinTimes: readonly Date[]) =>
      suggestTime({
        date: target,
        windowStart: user.postingWindowStart,
        windowEnd: user.postingWindowEnd,
        pinsThatDay,
        pinTimes,
        now,
        timeZone: user.timeZone,
        random: options.clock.random,
      });
    const time = suggest(times);
    if (!time) {
      // With no pins in the way there would be a time: the day's pins leave no room between them.
      // Without one, it is today and its window has passed.
      throw new AppError('conflict', suggest([]) ? NO_SPACED_TIME_MESSAGE : WINDOW_OVER_MESSAGE);
    }
    const [moved] = await tx.update(pins).set({ scheduledTime: time }).where(eq(pins.id, pin.id)).returning();
    if (!moved) throw new Error(`pin ${pin.id} vanished under the user lock`);
    return { pin: moved, boardName: found.boardName };
  });
}
