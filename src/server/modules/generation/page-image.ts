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
  /** The page's next usable images, cropped the same way, for templates with several frames. */
  more: Buffer[];
}

/**
 * The artwork from the first usable image of `imageUrls` (and the next ones, up to `wanted` in all,
 * for a collage's frames), or null with the reasons the others were passed over ("https://…/a.svg
 * is not an image Pinloom can use"), for the progress message.
 */
export async function pagePhoto(
  outbound: Pick<Outbound, 'fetchImage'>,
  imageUrls: string[],
  options: { wanted: number; signal?: AbortSignal },
): Promise<{ photo: PagePhoto | null; skipped: string[] }> {
  const skipped: string[] = [];
  const usable: { artwork: Buffer; url: string }[] = [];
  for (const url of imageUrls) {
    if (usable.length >= options.wanted) break;
    try {
      const image = await outbound.fetchImage(url, { signal: options.signal });
      if (Math.min(image.width, image.height) < MIN_PHOTO_SIDE) {
        skipped.push(`is too small (${image.width} × ${image.height} pixels)`);
        continue;
      }
      usable.push({ artwork: await cropPhoto(image.body, PIXEL_LIMIT), url });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      // A full image pool refuses the generation (429); it says nothing about this image.
      if (error instanceof AppError && error.code === 'server_busy') throw error;
      // A refusal (too large, not an image …) or an image sharp cannot decode after all.
      skipped.push(error instanceof OutboundRefusal ? error.message : 'is not an image Pinloom can read');
    }
  }
  const [first, ...more] = usable;
  const photo = first ? { ...first, more: more.map((each) => each.artwork) } : null;
  return { photo, skipped };
}
