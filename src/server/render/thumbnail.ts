// A template's thumbnail, drawn by the same renderer as its pins: the offline painter's artwork
// in the template's style, sample words, composed and shrunk. What the picker shows is what a
// pin drawn with the template looks like.
import sharp from 'sharp';
import type { PinTemplate } from '../../shared/templates';
import { composePin } from './compose';
import { paintArtwork } from './paint-artwork';

export interface ThumbnailInput {
  template: PinTemplate;
  title: string;
  boardName: string;
  brandColors: string[];
  /** Pixels across; the height keeps the pin's 2:3. */
  width: number;
}

export async function drawThumbnail(input: ThumbnailInput): Promise<Buffer> {
  const styleConfig = { style: input.template.style, brandColors: input.brandColors };
  // A second picture in another style, so a collage or before/after shows two.
  const [artwork, photo] = await Promise.all([
    paintArtwork(styleConfig, input.title),
    paintArtwork(
      { ...styleConfig, style: input.template.style === 'bold' ? 'modern' : 'bold' },
      input.boardName,
    ),
  ]);
  const pin = await composePin({
    artwork,
    photos: [photo],
    title: input.title,
    styleConfig,
    boardName: input.boardName,
    template: input.template,
    domain: 'example.com',
  });
  return sharp(pin)
    .resize(input.width, Math.round((input.width * 3) / 2))
    .png({ compressionLevel: 6 })
    .toBuffer();
}
