import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OpenAiEmulator, startOpenAiEmulator } from './server';

let emulator: OpenAiEmulator;
beforeAll(async () => {
  emulator = await startOpenAiEmulator({ port: 0, apiKey: 'sk-test-emulator' });
});
afterAll(() => emulator.close());
beforeEach(() => {
  emulator.setFault(null);
  emulator.clearRequests();
});

function post(path: string, body: unknown, key: string | null = 'sk-test-emulator') {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (key) headers.authorization = `Bearer ${key}`;
  return fetch(`${emulator.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
}

const chat = { model: 'gpt-4o', messages: [{ role: 'user', content: 'Pin for board "Soups", as JSON' }] };

describe('OpenAI emulator', () => {
  it('answers chat completions in JSON mode with usage', async () => {
    const response = await post('/v1/chat/completions', {
      ...chat,
      response_format: { type: 'json_object' },
    });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'gpt-4o',
      choices: [{ finish_reason: 'stop' }],
    });
    const content = JSON.parse(body.choices[0].message.content);
    expect(content.title).toContain('Soups');
    expect(content.description.length).toBeGreaterThanOrEqual(150);
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
  });

  it('refuses JSON mode when no message mentions JSON, like the real API', async () => {
    const messages = [{ role: 'user', content: 'Pin for board "Soups"' }];
    const response = await post('/v1/chat/completions', {
      model: 'gpt-4o',
      messages,
      response_format: { type: 'json_object' },
    });
    expect(response.status).toBe(400);
  });

  it('answers 401 with OpenAI error shape for a missing or wrong key', async () => {
    for (const key of [null, 'sk-wrong-key-9999']) {
      const response = await post('/v1/chat/completions', chat, key);
      expect(response.status).toBe(401);
      const body = await response.json();
      expect(body.error).toMatchObject({ type: 'invalid_request_error' });
      expect(typeof body.error.message).toBe('string');
    }
  });

  it('validates image sizes per model and returns a PNG of the requested size', async () => {
    const wrong = await post('/v1/images/generations', { model: 'dall-e-3', prompt: 'x', size: '1024x1536' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error).toMatchObject({ param: 'size', code: 'invalid_value' });
    const format = await post('/v1/images/generations', {
      model: 'gpt-image-1',
      prompt: 'x',
      response_format: 'b64_json',
    });
    expect(format.status).toBe(400);

    const ok = await post('/v1/images/generations', {
      model: 'dall-e-2',
      prompt: 'x',
      size: '512x512',
      response_format: 'b64_json',
    });
    const body = await ok.json();
    const meta = await sharp(Buffer.from(body.data[0].b64_json, 'base64')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 512]);
    expect(body.usage).toBeUndefined();
  });

  it('serves a URL when base64 was not asked for', async () => {
    const response = await post('/v1/images/generations', {
      model: 'dall-e-3',
      prompt: 'x',
      size: '1792x1024',
    });
    const url = (await response.json()).data[0].url as string;
    const image = await fetch(url);
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(1792);
  });

  it('switches faults over the control API and logs requests', async () => {
    await post('/__emulator/faults', { mode: '429', times: 1, retryAfterSeconds: 4 }, null);
    const limited = await post('/v1/chat/completions', chat);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('4');
    expect(limited.headers.get('x-ratelimit-remaining-requests')).toBe('0');
    expect((await limited.json()).error.code).toBe('rate_limit_exceeded');
    expect((await post('/v1/chat/completions', chat)).status).toBe(200);

    const log = await (await fetch(`${emulator.url}/__emulator/requests`)).json();
    expect(log.requests).toHaveLength(2);
    expect(log.requests[0].headers.authorization).toBe('Bearer ****ator');
  });
});
