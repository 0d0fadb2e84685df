import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { withOpenAiEmulator } from '../../../../tests/setup/openai-emulator';
import { OpenAiImageProvider } from './openai-image';
import { imageCost } from './pricing';
import { type PinImageRequest, type ProviderCall, ProviderError } from './types';

const emulator = withOpenAiEmulator();

const request: PinImageRequest = {
  board: {
    name: 'Weekend Baking',
    description: 'Breads',
    styleConfig: { style: 'modern', brandColors: ['#E60023'] },
  },
  title: 'Easy Sourdough',
  description: 'A crusty loaf',
  imagePrompt: `A vertical pin image of a sourdough loaf. ${'Detail. '.repeat(200)}`,
};

async function paint(model: string, options: { timeoutMs?: number } = {}) {
  const provider = new OpenAiImageProvider(
    { baseUrl: emulator.baseUrl, apiKey: emulator.apiKey, model },
    { maxRetries: 0, ...options },
  );
  const calls: ProviderCall[] = [];
  try {
    return { png: await provider.paint(request, (c) => calls.push(c)), calls, error: undefined };
  } catch (error) {
    return { png: undefined, calls, error: error as ProviderError };
  }
}

describe('OpenAiImageProvider against the emulator', () => {
  it.each([
    ['gpt-image-1', '1024x1536'],
    ['dall-e-3', '1024x1792'],
    ['dall-e-2', '1024x1024'],
    ['flux-schnell', '1024x1536'],
  ])('asks %s for %s and normalises the answer to a 1000×1500 PNG', async (model, size) => {
    const { png, calls, error } = await paint(model);
    expect(error).toBeUndefined();
    const meta = await sharp(png as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1000, 1500]);
    const sent = emulator.requests()[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ model, size, n: 1 });
    const [call] = calls as [ProviderCall];
    expect(call).toMatchObject({
      type: 'image',
      provider: 'openai',
      model,
      statusCode: 200,
      errorMessage: null,
    });
    expect(call.cost).toBeCloseTo(imageCost(model, size), 10);
    expect(call.responseBody).not.toMatch(/[A-Za-z0-9+/]{500}/);
    if (model === 'gpt-image-1') {
      expect(call.tokens).toBe(JSON.parse(call.responseBody).usage.total_tokens);
      expect(call.responseBody).toMatch(/"b64_json":"\[base64 image, \d+ bytes elided\]"/);
    }
  });

  it('keeps dall-e-2 prompts within its 1000 characters', async () => {
    await paint('dall-e-2');
    const sent = emulator.requests()[0]?.body as { prompt: string } | undefined;
    expect(sent?.prompt.length).toBe(1000);
  });

  it('records failures with their status', async () => {
    for (const [mode, status] of [
      ['401', 401],
      ['429', 429],
      ['500', 500],
    ] as const) {
      emulator.setFault({ mode, retryAfterSeconds: 3 });
      const { error, calls } = await paint('gpt-image-1');
      expect(error).toBeInstanceOf(ProviderError);
      expect(error?.statusCode).toBe(status);
      expect(error?.retryAfterSeconds).toBe(status === 429 ? 3 : null);
      expect(calls[0]).toMatchObject({ statusCode: status, cost: 0, errorMessage: error?.message });
    }
  });

  it('times out a slow image model', async () => {
    emulator.setFault({ mode: 'slow', delayMs: 3000 });
    const { error, calls } = await paint('dall-e-3', { timeoutMs: 200 });
    expect(error?.statusCode).toBe(504);
    expect(calls[0]?.statusCode).toBe(504);
  });
});
