// The offline image provider: paints the pin's artwork in the board's style and brand colours (the
// brand kit's, when the board's pins are drawn with one: generation's artworkBrief) in paint-artwork.ts,
// run in the image pool's threads. The title is not painted here; compose.ts sets it.
import { PIN_IMAGE_HEIGHT, PIN_IMAGE_WIDTH } from '../../../shared/api/pins';
import { AppError } from '../../app-error';
import { paintArtwork } from '../../render/image-pool';
import { hashSeed } from '../../render/seeded-random';
import { type ImageProvider, type PinImageRequest, ProviderError, type RecordCall } from './types';

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
      // The image pool busy or failing is the server's trouble, not the painter's: it goes up as is.
      if (error instanceof AppError) throw error;
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
