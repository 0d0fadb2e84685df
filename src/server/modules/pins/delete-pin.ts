// Deletes one of the workspace's pins, whatever its status, and its image. A pin already published
// stays on Pinterest: Pinloom only forgets it.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { pins } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { type Actor, recordActivity } from '../activity';
import { PIN_NOT_FOUND_MESSAGE } from './get-pin';
import { type PinImageStore, removePinImages } from './remove-pin-images';

export async function deletePin(
  options: PinImageStore & {
    db: Database;
    workspaceId: string;
    pinId: string;
    /** Who deletes it, and when, for the activity log. */
    actor: Actor;
    now: Date;
  },
): Promise<void> {
  if (!isUuid(options.pinId)) throw new AppError('not_found', PIN_NOT_FOUND_MESSAGE);
  const deleted = await options.db.transaction(async (tx) => {
    const rows = await tx
      .delete(pins)
      .where(and(eq(pins.id, options.pinId), eq(pins.workspaceId, options.workspaceId)))
      .returning({ title: pins.title, imageKey: pins.imageKey, artworkKey: pins.artworkKey });
    const [pin] = rows;
    if (!pin) throw new AppError('not_found', PIN_NOT_FOUND_MESSAGE);
    await recordActivity(tx, {
      workspaceId: options.workspaceId,
      action: 'pin.deleted',
      actor: options.actor,
      subject: pin.title,
      now: options.now,
    });
    return rows;
  });
  await removePinImages({
    media: options.media,
    imageKeys: deleted.flatMap((row) => [row.imageKey, row.artworkKey]),
    log: options.log,
  });
}
