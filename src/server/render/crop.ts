// The sharp-only steps of a pin's image, run in the image pool's threads (image-worker.ts).
import sharp from 'sharp';
import { PIN_IMAGE_HEIGHT, PIN_IMAGE_WIDTH } from '../../shared/api/pins';

/** The artwork as composePin crops it, as a JPEG (smaller than a PNG, and drawn over anyway). */
export function keptArtwork(artwork: Buffer): Promise<Buffer> {
  return sharp(artwork)
    .resize(PIN_IMAGE_WIDTH, PIN_IMAGE_HEIGHT, { fit: 'cover' })
    .flatten({ background: '#FFFFFF' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A page's photo cropped to the pin's 2:3 around what draws the eye (sharp's attention strategy). */
export function cropPhoto(photo: Buffer, pixelLimit: number): Promise<Buffer> {
  return sharp(photo, { limitInputPixels: pixelLimit })
    .rotate()
    .resize(PIN_IMAGE_WIDTH, PIN_IMAGE_HEIGHT, { fit: 'cover', position: 'attention' })
    .flatten({ background: '#FFFFFF' })
    .png()
    .toBuffer();
}
