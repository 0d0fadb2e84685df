// Pin artwork from an OpenAI-compatible image model, asked for at the tallest size the model
// offers and cover-cropped to Pinterest's 1000×1500.
import type OpenAI from 'openai';
import sharp from 'sharp';
import { PIN_IMAGE_HEIGHT, PIN_IMAGE_WIDTH } from '../../../shared/api/pins';
import type { OpenAiCallOptions, OpenAiConnection } from './openai-calls';
import { OPENAI_PROVIDER, OpenAiProvider } from './openai-calls';
import { imageCost } from './pricing';
import { type ImageProvider, type PinImageRequest, ProviderError, type RecordCall } from './types';

type GenerateParams = OpenAI.Images.ImageGenerateParamsNonStreaming;

interface ModelRequest {
  size: string;
  /** Longest prompt the model accepts. */
  maxPrompt: number;
  extra: Partial<GenerateParams>;
}

/** What each model is asked for: its tallest size, base64 back, the quality the price table assumes. */
function requestFor(model: string): ModelRequest {
  if (model.startsWith('gpt-image')) {
    // gpt-image models always answer base64 and refuse response_format.
    return { size: '1024x1536', maxPrompt: 32_000, extra: { quality: 'medium' } };
  }
  if (model.startsWith('dall-e-3')) {
    return {
      size: '1024x1792',
      maxPrompt: 4_000,
      extra: { quality: 'standard', response_format: 'b64_json' },
    };
  }
  if (model.startsWith('dall-e-2')) {
    return { size: '1024x1024', maxPrompt: 1_000, extra: { response_format: 'b64_json' } };
  }
  // Self-hosted servers: portrait where supported; the answer may be base64 or a URL.
  return { size: '1024x1536', maxPrompt: 4_000, extra: {} };
}

export class OpenAiImageProvider extends OpenAiProvider implements ImageProvider {
  constructor(connection: OpenAiConnection, options: OpenAiCallOptions = {}) {
    super(connection, options, 120_000);
  }

  paint(request: PinImageRequest, record: RecordCall): Promise<Buffer> {
    const wanted = requestFor(this.model);
    const prompt = request.imagePrompt.slice(0, wanted.maxPrompt);
    const body = { model: this.model, prompt, n: 1, size: wanted.size, ...wanted.extra } as GenerateParams;
    return this.recorded(
      { type: 'image', prompt, body },
      {
        record,
        send: async () => (await this.client).images.generate(body).withResponse(),
        read: (data) => this.normalise(data.data?.[0]),
        usageOf: (data, usable) => ({
          tokens: (data as { usage?: { total_tokens?: number } }).usage?.total_tokens ?? 0,
          cost: usable ? imageCost(this.model, wanted.size) : 0,
        }),
      },
    );
  }

  /** Whatever size came back, cover-cropped to exactly 1000×1500 PNG. */
  private async normalise(image: OpenAI.Images.Image | undefined): Promise<Buffer> {
    let bytes: Buffer;
    if (image?.b64_json) bytes = Buffer.from(image.b64_json, 'base64');
    else if (image?.url) bytes = await download(image.url, this.timeoutMs);
    else throw new ProviderError('The image provider answered without an image', OPENAI_PROVIDER, 502);
    try {
      return await sharp(bytes)
        .resize(PIN_IMAGE_WIDTH, PIN_IMAGE_HEIGHT, { fit: 'cover' })
        .png({ compressionLevel: 1, adaptiveFiltering: false })
        .toBuffer();
    } catch {
      throw new ProviderError(
        'The image provider answered with data that is not an image',
        OPENAI_PROVIDER,
        502,
      );
    }
  }
}

async function download(url: string, timeoutMs: number): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) {
    throw new ProviderError(
      `Downloading the generated image failed with ${response.status}`,
      OPENAI_PROVIDER,
      502,
    );
  }
  return Buffer.from(await response.arrayBuffer());
}
