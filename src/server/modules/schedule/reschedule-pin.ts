// A scheduled pin to a new time: only its scheduled_time changes (docs/product.md §4). The time is the
// person's, but still kept from the pins of its board with the same link.
import { ONLY_SCHEDULED_RESCHEDULE_MESSAGE, PAST_TIME_MESSAGE } from '../../../shared/api/schedule';
import { AppError } from '../../app-error';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import type { PinRow } from '../../db/schema';
import { type Actor, recordActivity } from '../activity';
import { getPin, type PinWithBoard, setPinSchedule } from '../pins';
import type { ScheduledWorkspace } from './approve-pin';
import { assertDayHasRoom } from './day-slots';
import type { PostingSettings } from './find-next-available-time';
import { assertLinkSpacing } from './link-spacing';

export async function reschedulePin(options: {
  db: Database;
  clock: Clock;
  workspace: ScheduledWorkspace;
  pinId: string;
  scheduledTime: string;
  /** Who reschedules it, for the activity log. */
  actor: Actor;
}): Promise<PinWithBoard> {
  return options.db.transaction(async (tx) => {
    const settings = await lockWorkspace(tx, options.workspace.id);
    const workspaceId = options.workspace.id;
    const { pin, boardName } = await getPin({ db: tx, workspaceId, pinId: options.pinId });
    const time = new Date(options.scheduledTime);
    const now = options.clock.now();
    await checkNewTime({ tx, workspaceId, settings, pin, time, now });
    await assertLinkSpacing({ db: tx, workspaceId, settings, pin, time, now });
    const moved = await setPinSchedule(tx, pin.id, time);
    if (!moved) throw new Error(`pin ${pin.id} vanished under the workspace's lock`);
    await recordActivity(tx, {
      workspaceId,
      action: 'pin.rescheduled',
      actor: options.actor,
      subject: pin.title,
      now,
    });
    return { pin: moved, boardName };
  });
}

/**
 * The rules for a scheduled pin's new time, shared with PUT /pins/{id}. Call it inside a
 * transaction that holds the workspace's lock. The pin itself is not counted on its target day,
 * so moving it within its own day never fails for want of room.
 */
export async function checkNewTime(options: {
  tx: Database;
  workspaceId: string;
  settings: PostingSettings;
  pin: PinRow;
  time: Date;
  now: Date;
}): Promise<void> {
  const { tx, settings, pin } = options;
  if (pin.status !== 'scheduled') throw new AppError('conflict', ONLY_SCHEDULED_RESCHEDULE_MESSAGE);
  if (options.time <= options.now) throw new AppError('validation_error', PAST_TIME_MESSAGE);
  await assertDayHasRoom({
    db: tx,
    workspaceId: options.workspaceId,
    timeZone: settings.timeZone,
    at: options.time,
    exceptPinId: pin.id,
  });
}
