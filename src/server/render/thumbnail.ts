// A template's thumbnail, drawn by the same renderer as its pins: the offline painter's artwork
// in the template's style, sample words, composed and shrunk. What the picker shows is what a
// pin drawn with the template looks like.
import type { StyleConfig } from '../../shared/api/boards';
import type { PinTemplate } from '../../shared/templates';
import type { PinBrand } from './brand';
import { composePin } from './compose';
import { paintArtwork } from './paint-artwork';

export interface ThumbnailInput {
  template: PinTemplate;
  title: string;
  boardName: string;
  brandColors: string[];
  /** Pixels across; the height keeps the pin's 2:3. */
  width: number;
  /** The workspace kit's logo for the template's logo layers (the editor's preview); none leaves them empty. */
  logo?: PinBrand['logo'];
}

/**
 * The editor previews the same sample words every few hundred milliseconds while only the layers
 * change, and painting is a third of a preview: the last few paintings are kept (per image thread).
 */
const PAINTINGS_KEPT = 8;
const paintings = new Map<string, Promise<Buffer>>();

function paintOnce(styleConfig: StyleConfig, seedText: string): Promise<Buffer> {
  const key = JSON.stringify([styleConfig.style, styleConfig.brandColors, seedText]);
  const kept = paintings.get(key);
  if (kept) return kept;
  const painting = paintArtwork(styleConfig, seedText);
  painting.catch(() => paintings.delete(key));
  paintings.set(key, painting);
  const oldest = paintings.keys().next().value;
  if (paintings.size > PAINTINGS_KEPT && oldest !== undefined) paintings.delete(oldest);
  return painting;
}

export async function drawThumbnail(input: ThumbnailInput): Promise<Buffer> {
  const styleConfig: StyleConfig = { style: input.template.style, brandColors: input.brandColors };
  // A second picture in another style, so a collage or before/after shows two.
  const [artwork, photo] = await Promise.all([
    paintOnce(styleConfig, input.title),
    paintOnce(
      { ...styleConfig, style: input.template.style === 'bold' ? 'modern' : 'bold' },
      input.boardName,
    ),
  ]);
  return composePin({
    artwork,
    photos: [photo],
    title: input.title,
    styleConfig,
    boardName: input.boardName,
    template: input.template,
    domain: 'example.com',
    width: input.width,
    ...(input.logo && {
      brand: { colors: input.brandColors, headingFont: null, bodyFont: null, logo: input.logo, footer: null },
    }),
  });
}
