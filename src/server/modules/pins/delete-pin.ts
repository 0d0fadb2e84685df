// Deletes one of the workspace's pins, whatever its status, and its image. A pin already published
// stays on Pinterest: Pinloom only forgets it.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { pins } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { PIN_NOT_FOUND_MESSAGE } from './get-pin';
import { type PinImageStore, removePinImages } from './remove-pin-images';

export async function deletePin(
  options: PinImageStore & { db: Database; workspaceId: string; pinId: string },
): Promise<void> {
  if (!isUuid(options.pinId)) throw new AppError('not_found', PIN_NOT_FOUND_MESSAGE);
  const deleted = await options.db
    .delete(pins)
    .where(and(eq(pins.id, options.pinId), eq(pins.workspaceId, options.workspaceId)))
    .returning({ imageKey: pins.imageKey, artworkKey: pins.artworkKey });
  if (deleted.length === 0) throw new AppError('not_found', PIN_NOT_FOUND_MESSAGE);
  await removePinImages({
    media: options.media,
    imageKeys: deleted.flatMap((row) => [row.imageKey, row.artworkKey]),
    log: options.log,
  });
}
