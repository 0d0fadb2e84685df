// Generation through the OpenAI provider against the emulator, end to end through the
// routes: the user's own key wins over the server's, usage and cost reach the history,
// and every provider fault ends cleanly with no pin, no file and no allowance used.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer } from '../../../../tests/factories/users';
import { withOpenAiEmulator } from '../../../../tests/setup/openai-emulator';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { GenerationEvent } from '../../../shared/api/pins';
import type { AiConfig } from '../../config-ai';
import { apiCalls, pinGenerations, pins } from '../../db/schema';
import { generatePin, generateStream, streamEvents, userWithBoardOf } from './test-support';

const emulator = withOpenAiEmulator();
let t: TestApp;

afterEach(async () => {
  await t?.app.close();
});

function serverAi(apiKey: string): AiConfig {
  return {
    text: { provider: 'openai', baseUrl: emulator.baseUrl, apiKey, model: 'gpt-4o' },
    image: { provider: 'openai', baseUrl: emulator.baseUrl, apiKey, model: 'gpt-image-1' },
  };
}

const userWithBoard = () =>
  userWithBoardOf(
    t,
    { name: 'Small Space Gardening', description: 'Balcony herbs and container vegetables' },
    { subscriptionPlan: 'pro' },
  );

async function streamFor(token: string, boardId: string): Promise<GenerationEvent[]> {
  const response = await generateStream(t, token, boardId);
  expect(response.statusCode).toBe(200);
  return streamEvents<GenerationEvent>(response.body);
}

async function expectNothingLeft() {
  expect(await t.db.select().from(pins)).toEqual([]);
  expect(await t.db.select().from(pinGenerations)).toEqual([]);
  const dir = path.join(t.mediaDir, 'pins');
  expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
}

describe('generation with the OpenAI provider', () => {
  it('uses the server key, records tokens and cost, and elides images in the history', async () => {
    t = await createTestApp({ ai: serverAi(emulator.apiKey) });
    const { token, boardId } = await userWithBoard();
    const events = await streamFor(token, boardId);
    const last = events.at(-1);
    if (last?.type !== 'complete') throw new Error(`ended with ${JSON.stringify(last)}`);
    expect(last.data.filepath).toMatch(/^\/media\/pins\/.+\.png$/);

    const calls = await t.db.select().from(apiCalls);
    const text = calls.find((c) => c.type === 'text');
    const image = calls.find((c) => c.type === 'image');
    expect(text).toMatchObject({ provider: 'openai', model: 'gpt-4o', statusCode: 200, errorMessage: null });
    expect(text?.tokens).toBeGreaterThan(0);
    expect(text?.cost).toBeGreaterThan(0);
    expect(image).toMatchObject({ model: 'gpt-image-1', statusCode: 200 });
    expect(image?.cost).toBeGreaterThan(0);
    expect(image?.responseBody).toContain('elided');
    expect(image?.responseBody.length).toBeLessThan(5_000);
    expect(emulator.requests().map((r) => r.path)).toEqual([
      '/v1/chat/completions',
      '/v1/images/generations',
    ]);
  });

  it("uses the user's own key before the server's", async () => {
    // The user's base URL is the emulator on this machine: the operator must allow private addresses.
    t = await createTestApp({
      ai: serverAi('sk-server-key-that-the-emulator-refuses'),
      allowPrivateUserUrls: true,
    });
    const { token, boardId } = await userWithBoard();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/ai',
      headers: bearer(token),
      payload: {
        text_api_key: emulator.apiKey,
        text_base_url: emulator.baseUrl,
        image_api_key: emulator.apiKey,
        image_base_url: emulator.baseUrl,
      },
    });
    expect(saved.statusCode).toBe(200);
    const events = await streamFor(token, boardId);
    expect(events.at(-1)?.type).toBe('complete');
    const keys = emulator.requests().map((r) => r.headers.authorization);
    expect(keys).toEqual([expect.stringMatching(/-key$/), expect.stringMatching(/-key$/)]);
    expect(keys.join()).not.toContain('sk-server');
  });

  it.each([
    { fault: { mode: '401' as const }, reason: 'the API key was refused', status: 401 },
    { fault: { mode: '500' as const }, reason: 'the provider did not answer correctly', status: 500 },
    { fault: { mode: '429' as const, retryAfterSeconds: 1 }, reason: 'rate limiting', status: 429 },
  ])(
    'ends with an error event on a $fault.mode, leaving no pin, file or used allowance',
    async ({ fault, reason, status }) => {
      t = await createTestApp({ ai: serverAi(emulator.apiKey) });
      const { token, boardId } = await userWithBoard();
      emulator.setFault(fault);
      const events = await streamFor(token, boardId);
      const last = events.at(-1);
      if (last?.type !== 'error') throw new Error(`expected an error, got ${JSON.stringify(last)}`);
      expect(last.code).toBe('provider_error');
      expect(last.message).toContain(reason);
      await expectNothingLeft();
      const [call] = await t.db.select().from(apiCalls);
      expect(call).toMatchObject({ type: 'text', statusCode: status });
      expect(call?.errorMessage).toBeTruthy();
      const usage = await t.app.inject({ method: 'GET', url: '/api/user/usage', headers: bearer(token) });
      expect(usage.json().day.used).toBe(0);
    },
  );

  it('gives the allowance back when the image fails after the text succeeded', async () => {
    // Offline text always succeeds; the emulated image call always fails.
    const ai = serverAi(emulator.apiKey);
    t = await createTestApp({ ai: { ...ai, text: { ...ai.text, provider: 'local' } } });
    const { token, boardId } = await userWithBoard();
    emulator.setFault({ mode: '500' });
    const answer = await generatePin(t, token, boardId);
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toEqual({
      error: 'Pin generation failed: the provider did not answer correctly (openai).',
      code: 'provider_error',
    });
    await expectNothingLeft();
    const calls = await t.db.select().from(apiCalls);
    expect(calls.map((c) => [c.type, c.provider, c.statusCode]).sort()).toEqual([
      ['image', 'openai', 500],
      ['text', 'local', 200],
    ]);
  });
});
