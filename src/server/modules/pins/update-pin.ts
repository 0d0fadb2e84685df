// PUT /pins/{id}: edit a pin's board, text and time. On a pin in review the time is only a
// wish, used when it is approved; on a scheduled pin a new time follows the reschedule rules. A new
// title or board redraws the image on the pin's kept artwork (generation/redraw-pin-image.ts).

import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  ONLY_SCHEDULED_RESCHEDULE_MESSAGE,
  POSTED_PIN_MESSAGE,
  type updatePinBody,
} from '../../../shared/api/schedule';
import type { Database } from '../../db/connection';
import { type BoardRow, type PinRow, pins } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { findBoard } from '../boards/find-board';
import { redrawPinImage } from '../generation/redraw-pin-image';
import { lockUserSchedule } from '../schedule/lock-user-schedule';
import { checkNewTime } from '../schedule/reschedule-pin';
import type { ScheduleClock } from '../schedule/schedule-clock';
import { getPin, PIN_NOT_FOUND_MESSAGE } from './get-pin';
import type { PinWithBoard } from './list-pins';
import { removePinImages } from './remove-pin-images';

export const PUBLISHING_PIN_MESSAGE = 'This pin is being published right now and cannot be edited.';

export async function updatePin(options: {
  db: Database;
  media: MediaStorage;
  log: Pick<FastifyBaseLogger, 'warn'>;
  clock: ScheduleClock;
  userId: string;
  pinId: string;
  input: z.output<typeof updatePinBody>;
}): Promise<PinWithBoard> {
  const { media } = options;
  // A redrawn image: removed again if the change does not commit, else the old one goes.
  const drawn: { key?: string; replaced?: string | null } = {};
  let result: PinWithBoard;
  try {
    result = await applyChanges(options, (key, replaced) => Object.assign(drawn, { key, replaced }));
  } catch (error) {
    if (drawn.key) await media.remove(drawn.key);
    throw error;
  }
  if (drawn.key) await removePinImages({ media, imageKeys: [drawn.replaced ?? null], log: options.log });
  return result;
}

function applyChanges(
  options: Parameters<typeof updatePin>[0],
  onDrawn: (key: string, replaced: string | null) => void,
): Promise<PinWithBoard> {
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
    let newBoard: BoardRow | undefined;
    if (input.board_id !== undefined && input.board_id !== pin.boardId) {
      newBoard = await findBoard({ db: tx, userId: user.id, boardId: input.board_id });
      changes.boardId = newBoard.id;
      boardName = newBoard.name;
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
    // The image shows the title and the board's name and style: redraw it when they change, once
    // every rule above has passed (a refused edit draws nothing).
    if (pin.artworkKey && ((changes.title !== undefined && changes.title !== pin.title) || newBoard)) {
      const key = await redrawPinImage({
        media: options.media,
        pinId: pin.id,
        artworkKey: pin.artworkKey,
        title: changes.title ?? pin.title,
        board: newBoard ?? (await findBoard({ db: tx, userId: user.id, boardId: pin.boardId })),
      });
      if (key) {
        onDrawn(key, pin.imageKey);
        changes.imageKey = key;
      }
    }
    if (Object.keys(changes).length === 0) return found;
    // The publisher claims a due pin, and a delete removes one, without the user's lock: write only
    // if the pin is still as it was read, else say what became of it.
    const [updated] = await tx
      .update(pins)
      .set(changes)
      .where(and(eq(pins.id, pin.id), eq(pins.status, pin.status)))
      .returning();
    if (updated) return { pin: updated, boardName };
    const [now] = await tx.select({ status: pins.status }).from(pins).where(eq(pins.id, pin.id));
    if (!now) throw new AppError('not_found', PIN_NOT_FOUND_MESSAGE);
    throw new AppError('conflict', now.status === 'posted' ? POSTED_PIN_MESSAGE : PUBLISHING_PIN_MESSAGE);
  });
}
