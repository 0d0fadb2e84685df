// POST /v1/images/generations: checks model, size and parameters the way the real API does,
// and answers a real PNG of the requested size.
import sharp from 'sharp';
import { errorBody, type OpenAiErrorBody } from './errors';

const MODEL_SIZES: Record<string, string[]> = {
  'dall-e-2': ['256x256', '512x512', '1024x1024'],
  'dall-e-3': ['1024x1024', '1792x1024', '1024x1792'],
  'gpt-image-1': ['1024x1024', '1536x1024', '1024x1536', 'auto'],
};

interface ImageBody {
  model?: unknown;
  prompt?: unknown;
  size?: unknown;
  n?: unknown;
  response_format?: unknown;
}

export type ImageResult =
  | { status: 200; body: unknown; png: Buffer }
  | { status: 400; body: OpenAiErrorBody };

const invalid = (message: string, param: string, code = 'invalid_value'): ImageResult => ({
  status: 400,
  body: errorBody(message, 'invalid_request_error', code, param),
});

function familyOf(model: string): string | undefined {
  return Object.keys(MODEL_SIZES).find((known) => model === known || model.startsWith(`${known}-`));
}

/** Validates the request; the PNG is made by the caller only when this passes. */
export async function generateImage(raw: unknown, imageUrl: (png: Buffer) => string): Promise<ImageResult> {
  const body = (raw ?? {}) as ImageBody;
  if (typeof body.prompt !== 'string' || body.prompt.trim() === '') {
    return invalid("Missing required parameter: 'prompt'.", 'prompt', 'missing_required_parameter');
  }
  const model = typeof body.model === 'string' ? body.model : 'dall-e-2';
  const family = familyOf(model);
  const gptImage = model.startsWith('gpt-image');
  const size = typeof body.size === 'string' ? body.size : gptImage ? 'auto' : '1024x1024';
  const allowed = family ? MODEL_SIZES[family] : undefined;
  if (allowed && !allowed.includes(size)) {
    return invalid(
      `Invalid value: '${size}'. Supported values are: ${allowed.map((s) => `'${s}'`).join(', ')}.`,
      'size',
    );
  }
  const match = /^(\d{2,4})x(\d{2,4})$/.exec(size);
  if (!allowed && (!match || Number(match[1]) > 2048 || Number(match[2]) > 2048)) {
    return invalid(`Invalid value: '${size}'.`, 'size');
  }
  if (gptImage && body.response_format !== undefined) {
    return invalid("Unknown parameter: 'response_format'.", 'response_format', 'unknown_parameter');
  }
  if (family === 'dall-e-2' && body.prompt.length > 1000) {
    return invalid(
      'The prompt is too long: dall-e-2 accepts 1000 characters.',
      'prompt',
      'string_above_max_length',
    );
  }
  if (family === 'dall-e-3' && body.n !== undefined && body.n !== 1) {
    return invalid('You must provide n=1 for this model.', 'n');
  }
  const [width, height] = size === 'auto' ? [1024, 1024] : size.split('x').map(Number);
  const png = await paintPng(width ?? 1024, height ?? 1024, body.prompt);
  const b64 = gptImage || body.response_format === 'b64_json';
  const image: Record<string, string> = b64 ? { b64_json: png.toString('base64') } : { url: imageUrl(png) };
  if (family === 'dall-e-3') image.revised_prompt = body.prompt;
  const reply: Record<string, unknown> = { created: Math.floor(Date.now() / 1000), data: [image] };
  if (gptImage) {
    const input = Math.ceil(body.prompt.length / 4);
    const output = size === '1024x1024' || size === 'auto' ? 1056 : 1584;
    reply.usage = {
      input_tokens: input,
      output_tokens: output,
      total_tokens: input + output,
      input_tokens_details: { text_tokens: input, image_tokens: 0 },
    };
  }
  return { status: 200, body: reply, png };
}

/** A simple two-tone picture whose colour follows the prompt, so different prompts differ. */
async function paintPng(width: number, height: number, prompt: string): Promise<Buffer> {
  let hash = 0;
  for (const char of prompt) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const hue = hash % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue},60%,55%)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="hsl(${(hue + 40) % 360},70%,75%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
