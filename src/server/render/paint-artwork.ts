// The offline painter: the pin's artwork as SVG in the board's style and brand colours,
// rasterised by sharp (librsvg, ADR 0024). CPU-heavy, so the server runs it in the image pool's threads
// (image-worker.ts); the local provider (integrations/ai/local-image.ts) asks the pool.
import sharp from 'sharp';
import type { BoardStyle, StyleConfig } from '../../shared/api/boards';
import { PIN_IMAGE_HEIGHT, PIN_IMAGE_WIDTH } from '../../shared/api/pins';
import { paintBold } from './artwork/bold';
import { paintMinimalist } from './artwork/minimalist';
import { paintModern } from './artwork/modern';
import { paintVintage } from './artwork/vintage';
import { type Palette, paletteOf } from './palette';
import { hashSeed, type Random, seededRandom } from './seeded-random';
import { svgDocument } from './svg';

const PAINTERS: Record<BoardStyle, (palette: Palette, random: Random) => string> = {
  modern: paintModern,
  vintage: paintVintage,
  minimalist: paintMinimalist,
  bold: paintBold,
};

/** The artwork as SVG. The seed (from the title) varies the layout, so a board's pins differ. */
function artworkSvg(styleConfig: StyleConfig, seed: number): string {
  const painter = PAINTERS[styleConfig.style] ?? paintModern;
  const body = painter(paletteOf(styleConfig.brandColors), seededRandom(seed));
  return svgDocument(PIN_IMAGE_WIDTH, PIN_IMAGE_HEIGHT, body);
}

export async function paintArtwork(styleConfig: StyleConfig, seedText: string): Promise<Buffer> {
  const seed = hashSeed(seedText);
  return (
    sharp(Buffer.from(artworkSvg(styleConfig, seed)))
      .removeAlpha()
      // Half of the pins are mirrored: cheap variety that keeps each style's composition. Done
      // here, not in SVG, because a pattern under a transform is several times slower to fill.
      .flop(seed % 2 === 1)
      // Fast, light compression: compose decodes this right away and stores its own PNG.
      .png({ compressionLevel: 1, adaptiveFiltering: false })
      .toBuffer()
  );
}
