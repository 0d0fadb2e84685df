// A page's own photo as a pin's artwork: the first candidate the outbound module will fetch and
// sharp can read, cropped to the pin's 2:3 around what draws the eye (render/crop.ts, in the image pool).
import { AppError } from '../../app-error';
import type { Outbound } from '../../integrations/outbound/outbound';
import { OutboundRefusal } from '../../integrations/outbound/outbound-refusal';
import { cropPhoto } from '../../render/image-pool';

/** Smaller than this on a side, a photo upscaled to 1000×1500 would look like a mosaic. */
const MIN_PHOTO_SIDE = 200;
const PIXEL_LIMIT = 50_000_000;

export interface PagePhoto {
  /** 1000×1500 PNG. */
  artwork: Buffer;
  url: string;
}

/**
 * The artwork from the first usable image of `imageUrls`, or null with the reasons the others
 * were passed over ("https://…/a.svg is not an image Pinloom can use"), for the progress message.
 */
export async function pagePhoto(
  outbound: Pick<Outbound, 'fetchImage'>,
  imageUrls: string[],
  options: { signal?: AbortSignal } = {},
): Promise<{ photo: PagePhoto | null; skipped: string[] }> {
  const skipped: string[] = [];
  for (const url of imageUrls) {
    try {
      const image = await outbound.fetchImage(url, { signal: options.signal });
      if (Math.min(image.width, image.height) < MIN_PHOTO_SIDE) {
        skipped.push(`is too small (${image.width} × ${image.height} pixels)`);
        continue;
      }
      const artwork = await cropPhoto(image.body, PIXEL_LIMIT);
      return { photo: { artwork, url }, skipped };
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // A full image pool refuses the generation (429); it says nothing about this image.
      if (error instanceof AppError && error.code === 'server_busy') throw error;
      // A refusal (too large, not an image …) or an image sharp cannot decode after all.
      skipped.push(error instanceof OutboundRefusal ? error.message : 'is not an image Pinloom can read');
    }
  }
  return { photo: null, skipped };
}
