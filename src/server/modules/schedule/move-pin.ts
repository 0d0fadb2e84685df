// Drag and drop on the timeline: a scheduled pin dropped on a day gets that day's suggested
// time, spaced from the workspace's other pins (ADR 0011) and from the pins of its board with the same
// link (ADR 0022). Dropping it on the day it is already on leaves it where it is.
import {
  MOVE_DAY_MESSAGE,
  NO_SPACED_TIME_MESSAGE,
  ONLY_SCHEDULED_RESCHEDULE_MESSAGE,
  TIMELINE_FUTURE_DAYS,
  WINDOW_OVER_MESSAGE,
} from '../../../shared/api/schedule';
import { linkRuleEffect, type SameLinkPin } from '../../../shared/link-spacing';
import { suggestTime } from '../../../shared/schedule-rules';
import { addDays, formatLocalDate, localDate, parseLocalDate } from '../../../shared/time-zone';
import { AppError } from '../../app-error';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { type Actor, recordActivity } from '../activity';
import { getPin, setPinSchedule } from '../pins';
import type { Approval, ScheduledWorkspace } from './approve-pin';
import { assertRoomInDay, dayRange, loadPinTimes } from './day-slots';
import { loadSameLinkPins } from './link-spacing';

const DAY_MS = 86_400_000;

export async function movePin(options: {
  db: Database;
  clock: Clock;
  workspace: ScheduledWorkspace;
  pinId: string;
  /** YYYY-MM-DD in the workspace's time zone. */
  date: string;
  /** Who moves it, for the activity log. */
  actor: Actor;
}): Promise<Approval> {
  return options.db.transaction(async (tx) => {
    // The workspace's row is the lock, and its posting settings place the pin (ADR 0036).
    const settings = await lockWorkspace(tx, options.workspace.id);
    const workspaceId = options.workspace.id;
    const found = await getPin({ db: tx, workspaceId, pinId: options.pinId });
    const { pin } = found;
    if (pin.status !== 'scheduled') throw new AppError('conflict', ONLY_SCHEDULED_RESCHEDULE_MESSAGE);
    const target = parseLocalDate(options.date);
    if (!target) throw new AppError('validation_error', 'date must be a day like 2026-12-01');
    const now = options.clock.now();
    const today = localDate(now, settings.timeZone);
    const day = formatLocalDate(target);
    if (day < formatLocalDate(today) || day > formatLocalDate(addDays(today, TIMELINE_FUTURE_DAYS))) {
      throw new AppError('validation_error', MOVE_DAY_MESSAGE);
    }
    if (pin.scheduledTime && formatLocalDate(localDate(pin.scheduledTime, settings.timeZone)) === day)
      return { ...found, notice: null, reason: null };

    const range = dayRange(target, 1, settings.timeZone);
    const { times, counts } = await loadPinTimes({ db: tx, workspaceId, range, exceptPinId: pin.id });
    const pinsThatDay = counts[0] ?? 0;
    assertRoomInDay(pinsThatDay);
    const sameLink = await loadSameLinkPins({
      db: tx,
      workspaceId,
      settings,
      pin,
      from: range.starts[0] as Date,
      // A month on, so the next allowed time a refusal names is clear of the pins after the day too.
      to: new Date((range.starts[1] as Date).getTime() + TIMELINE_FUTURE_DAYS * DAY_MS),
    });
    const hours = settings.linkSpacingHours;
    // One roll for the day, so the time with the link rule and the usual one agree when it does not matter.
    const roll = options.clock.random();
    const suggest = (pinTimes: readonly Date[], spaced: readonly SameLinkPin[] = []) =>
      suggestTime({
        date: target,
        windowStart: settings.postingWindowStart,
        windowEnd: settings.postingWindowEnd,
        pinsThatDay,
        pinTimes,
        now,
        timeZone: settings.timeZone,
        random: () => roll,
        sameLinkTimes: spaced.map((other) => other.scheduledTime),
        linkSpacingHours: hours,
      });
    const time = suggest(times, sameLink);
    const usual = sameLink.length > 0 ? suggest(times) : time;
    const effect = linkRuleEffect({
      chosen: time,
      usual,
      sameLink,
      words: { timeZone: settings.timeZone, now, hours },
    });
    // The day has room, but none far enough from the pins with the same link.
    if (effect && 'refusal' in effect) throw new AppError('conflict', effect.refusal);
    if (!time) {
      // With no pins in the way there would be a time: the day's pins leave no room between them.
      // Without one, it is today and its window has passed.
      throw new AppError('conflict', suggest([]) ? NO_SPACED_TIME_MESSAGE : WINDOW_OVER_MESSAGE);
    }
    const moved = await setPinSchedule(tx, pin.id, time);
    if (!moved) throw new Error(`pin ${pin.id} vanished under the workspace's lock`);
    await recordActivity(tx, {
      workspaceId,
      action: 'pin.rescheduled',
      actor: options.actor,
      subject: pin.title,
      now,
    });
    return {
      pin: moved,
      boardName: found.boardName,
      notice: effect && 'notice' in effect ? effect.notice : null,
      reason: null,
    };
  });
}
