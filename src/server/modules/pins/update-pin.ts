// PUT /pins/{id}: edit a pin's board, text and time. On a pin in review the time is only a
// wish, used when it is approved; on a scheduled pin a new time follows the reschedule rules.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ONLY_SCHEDULED_RESCHEDULE_MESSAGE,
  POSTED_PIN_MESSAGE,
  type updatePinBody,
} from '../../../shared/api/schedule';
import type { Database } from '../../db/connection';
import { type PinRow, pins } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findBoard } from '../boards/find-board';
import { lockUserSchedule } from '../schedule/lock-user-schedule';
import { checkNewTime } from '../schedule/reschedule-pin';
import type { ScheduleClock } from '../schedule/schedule-clock';
import { getPin } from './get-pin';
import type { PinWithBoard } from './list-pins';

export const PUBLISHING_PIN_MESSAGE = 'This pin is being published right now and cannot be edited.';

export async function updatePin(options: {
  db: Database;
  clock: ScheduleClock;
  userId: string;
  pinId: string;
  input: z.output<typeof updatePinBody>;
}): Promise<PinWithBoard> {
  const { input } = options;
  // The same lock as approvals: a new time is checked against the day's pins and written
  // before any other change to this user's schedule can count them.
  return options.db.transaction(async (tx) => {
    const user = await lockUserSchedule(tx, options.userId);
    const found = await getPin({ db: tx, userId: user.id, pinId: options.pinId });
    const { pin } = found;
    if (pin.status === 'posted') throw new AppError('conflict', POSTED_PIN_MESSAGE);
    if (pin.status === 'publishing') throw new AppError('conflict', PUBLISHING_PIN_MESSAGE);

    const changes: Partial<PinRow> = {};
    let boardName = found.boardName;
    if (input.board_id !== undefined && input.board_id !== pin.boardId) {
      const board = await findBoard({ db: tx, userId: user.id, boardId: input.board_id });
      changes.boardId = board.id;
      boardName = board.name;
    }
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.alt_text !== undefined) changes.altText = input.alt_text;
    if (input.scheduled_time !== undefined) {
      const time = input.scheduled_time === null ? null : new Date(input.scheduled_time);
      const unchanged = (time?.getTime() ?? null) === (pin.scheduledTime?.getTime() ?? null);
      // The review form sends the whole pin back: an unchanged time is not a reschedule.
      if (pin.status === 'generated') changes.scheduledTime = time;
      else if (!unchanged) {
        if (pin.status !== 'scheduled') throw new AppError('conflict', ONLY_SCHEDULED_RESCHEDULE_MESSAGE);
        if (time === null) throw new AppError('validation_error', 'A scheduled pin needs a scheduled_time');
        await checkNewTime({ tx, user, pin, time, now: options.clock.now() });
        changes.scheduledTime = time;
      }
    }
    if (Object.keys(changes).length === 0) return found;
    const [updated] = await tx.update(pins).set(changes).where(eq(pins.id, pin.id)).returning();
    if (!updated) throw new Error(`pin ${pin.id} vanished under the user lock`);
    return { pin: updated, boardName };
  });
}
