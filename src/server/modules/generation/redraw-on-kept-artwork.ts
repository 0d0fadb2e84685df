// A pin's image is its artwork with the title and board name set on it in the board's style.
// The artwork is kept beside the image, so a title edited in review is redrawn on the same artwork
// and the image never shows words the pin no longer has (a board of another look gets new artwork:
// repaint-for-new-board.ts).

import { createHash, randomBytes } from 'node:crypto';
import { parseStyleConfig } from '../../../shared/api/boards';
import type { PromptVersionsUsed } from '../../../shared/api/settings';
import { linkDomain } from '../../../shared/builtin-templates';
import type { PinTemplate } from '../../../shared/templates';
import type { Database } from '../../db/connection';
import type { BoardRow } from '../../db/schema';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import { composePin } from '../../render/image-pool';
import { pinBrandOf } from '../brand-kits';

export const pinArtworkKey = (pinId: string) => `pins/${pinId}-artwork.jpg`;

/** What a redraw stored: the new image, and the new artwork when the artwork was painted anew. */
export interface DrawnImage {
  imageKey: string;
  /** sha256 (hex) of the new image, for pins.image_hash: a board never gets one image twice. */
  imageHash: string;
  artworkKey: string | null;
  /**
   * New artwork only (repaintForNewBoard): the workspace's image prompt version that painted it, or
   * null for Pinloom's (pins.prompt_versions.image, ADR 0037).
   */
  imagePrompt?: PromptVersionsUsed['image'];
}

/**
 * The hash spacing compares: SHA-256 of the PNG, as new pins get it from
 * save-pins.ts's imageHash (which imports this file, so it cannot be imported here).
 */
export function pngHash(png: Buffer): string {
  return createHash('sha256').update(png).digest('hex');
}

/** New keys for a pin's redrawn files: image URLs are immutable, so every drawing gets its own. */
export function newImageKeys(pinId: string): { imageKey: string; artworkKey: string } {
  const suffix = randomBytes(4).toString('hex');
  return { imageKey: `pins/${pinId}-${suffix}.png`, artworkKey: `pins/${pinId}-${suffix}-artwork.jpg` };
}

/**
 * Draws the title on the kept artwork with the pin's template (its board style's own for a pin made
 * before templates) and stores it under a new key. Answers
 * null when the pin has no kept artwork (the caller removes the old image once its change is
 * committed, or the new one if it is not).
 */
export async function redrawOnKeptArtwork(options: {
  db: Pick<Database, 'select'>;
  media: MediaStorage;
  pinId: string;
  artworkKey: string | null;
  title: string;
  /** The pin's template (the templates module's templateOfPin). */
  template: PinTemplate;
  /** The pin's link, whose domain some templates show. */
  link: string | null;
  board: Pick<BoardRow, 'name' | 'styleConfig' | 'workspaceId' | 'brandKitId'>;
}): Promise<DrawnImage | null> {
  const artwork = options.artworkKey ? await options.media.read(options.artworkKey) : null;
  if (!artwork) return null;
  const styleConfig = parseStyleConfig(options.board.styleConfig);
  const png = await composePin({
    artwork,
    title: options.title,
    styleConfig,
    boardName: options.board.name,
    template: options.template,
    domain: linkDomain(options.link),
    brand: await pinBrandOf(options.db, options.media, options.board),
  });
  const { imageKey } = newImageKeys(options.pinId);
  await options.media.put(imageKey, png);
  return { imageKey, imageHash: pngHash(png), artworkKey: null };
}
