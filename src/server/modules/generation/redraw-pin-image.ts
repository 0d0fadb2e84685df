// A pin's image is its artwork with the title and board name set on it in the board's style.
// The artwork is kept beside the image, so a title or board edited in review is redrawn on the
// same artwork and the image never shows words the pin no longer has.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { parseStyleConfig } from '../../../shared/api/boards';
import { PIN_IMAGE_HEIGHT, PIN_IMAGE_WIDTH } from '../../../shared/api/pins';
import type { BoardRow } from '../../db/schema';
import { composePin } from '../../integrations/ai/compose';
import type { MediaStorage } from '../../integrations/storage/media-storage';

export const pinArtworkKey = (pinId: string) => `pins/${pinId}-artwork.jpg`;

/** The artwork as composePin crops it, as a JPEG (smaller than a PNG, and drawn over anyway). */
export function artworkToKeep(artwork: Buffer): Promise<Buffer> {
  return sharp(artwork)
    .resize(PIN_IMAGE_WIDTH, PIN_IMAGE_HEIGHT, { fit: 'cover' })
    .flatten({ background: '#FFFFFF' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Draws the title on the kept artwork in `board`'s style and stores it under a new key (image
 * URLs are immutable). Answers the new key, or null when the pin has no kept artwork (the caller
 * removes the old image once its change is committed, or the new one if it is not).
 */
export async function redrawPinImage(options: {
  media: MediaStorage;
  pinId: string;
  artworkKey: string | null;
  title: string;
  board: Pick<BoardRow, 'name' | 'styleConfig'>;
}): Promise<string | null> {
  const artwork = options.artworkKey ? await options.media.read(options.artworkKey) : null;
  if (!artwork) return null;
  const png = await composePin({
    artwork,
    title: options.title,
    styleConfig: parseStyleConfig(options.board.styleConfig),
    boardName: options.board.name,
  });
  const key = `pins/${options.pinId}-${randomBytes(4).toString('hex')}.png`;
  await options.media.put(key, png);
  return key;
}
