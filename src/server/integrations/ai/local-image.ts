// The offline image provider: paints the pin's artwork as SVG in the board's style and brand
// colours and rasterises it with resvg. The title is not painted here; compose.ts sets it.
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import type { BoardStyle, StyleConfig } from '../../../shared/api/boards';
import { PIN_IMAGE_HEIGHT, PIN_IMAGE_WIDTH } from '../../../shared/api/pins';
import { type Palette, paletteOf } from '../../render/palette';
import { paintBold } from './artwork/bold';
import { paintMinimalist } from './artwork/minimalist';
import { paintModern } from './artwork/modern';
import { paintVintage } from './artwork/vintage';
import { hashSeed, type Random, seededRandom } from './seeded-random';
import { svgDocument } from './svg';
import { type ImageProvider, type PinImageRequest, ProviderError, type RecordCall } from './types';

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
  const image = new Resvg(artworkSvg(styleConfig, seed), { fitTo: { mode: 'original' } }).render();
  return (
    sharp(image.pixels, {
      raw: { width: image.width, height: image.height, channels: 4, premultiplied: true },
    })
      .removeAlpha()
      // Half of the pins are mirrored: cheap variety that keeps each style's composition. Done
      // here, not in SVG, because resvg fills patterns under a transform several times slower.
      .flop(seed % 2 === 1)
      // Fast, light compression: compose decodes this right away and stores its own PNG.
      .png({ compressionLevel: 1, adaptiveFiltering: false })
      .toBuffer()
  );
}

export class LocalImageProvider implements ImageProvider {
  readonly name = 'local';
  readonly model = 'pinloom-local-image';

  async paint(request: PinImageRequest, record: RecordCall): Promise<Buffer> {
    const started = performance.now();
    const { style, brandColors } = request.board.styleConfig;
    const seed = `${request.board.name}\n${request.title}`;
    const requestBody = JSON.stringify({
      model: this.model,
      style,
      brandColors,
      size: `${PIN_IMAGE_WIDTH}x${PIN_IMAGE_HEIGHT}`,
      seed: hashSeed(seed),
    });
    try {
      const png = await paintArtwork(request.board.styleConfig, seed);
      record({
        type: 'image',
        provider: this.name,
        model: this.model,
        statusCode: 200,
        prompt: request.imagePrompt,
        tokens: 0,
        cost: 0,
        durationMs: Math.round(performance.now() - started),
        requestBody,
        responseBody: JSON.stringify({ image: `[PNG image, ${png.length} bytes elided]` }),
        errorMessage: null,
      });
      return png;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      record({
        type: 'image',
        provider: this.name,
        model: this.model,
        statusCode: 500,
        prompt: request.imagePrompt,
        tokens: 0,
        cost: 0,
        durationMs: Math.round(performance.now() - started),
        requestBody,
        responseBody: '',
        errorMessage: message,
      });
      throw new ProviderError(`Painting the pin artwork failed: ${message}`, this.name, 500);
    }
  }
}
