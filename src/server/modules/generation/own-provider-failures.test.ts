// Failed calls to a workspace's own AI provider count against the workspace (providerFailuresPerUser):
// past the limit, generation is refused with a 429 before any call or stream. Failures of the
// server's own provider are not the workspace's doing and are not counted.
import { afterEach, describe, expect, it } from 'vitest';
import { bearer } from '../../../../tests/factories/users';
import { withOpenAiEmulator } from '../../../../tests/setup/openai-emulator';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { AiConfig } from '../../config-ai';
import { pinGenerations } from '../../db/schema';
import { generateStream, userWithBoardOf } from './test-support';

const emulator = withOpenAiEmulator();
let t: TestApp;

afterEach(async () => {
  await t?.app.close();
});

const rateLimits = { providerFailuresPerUser: { max: 2, windowMs: 60 * 60_000 } };

const userWithBoard = () =>
  userWithBoardOf(
    t,
    { name: 'Small Space Gardening', description: 'Balcony herbs' },
    { subscriptionPlan: 'pro' },
  );
const generate = (token: string, boardId: string) => generateStream(t, token, boardId);

describe('failed calls to a workspace’s own provider', () => {
  it('are limited per workspace: past the limit, 429 before the stream starts and no call is made', async () => {
    t = await createTestApp({ allowPrivateUserUrls: true, rateLimits });
    const { token, boardId } = await userWithBoard();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/settings/ai',
      headers: bearer(token),
      payload: { text_base_url: emulator.baseUrl, text_api_key: 'sk-wrong-key-for-the-emulator' },
    });
    expect(saved.statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt++) {
      const failed = await generate(token, boardId);
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toContain('the API key was refused');
    }
    const calls = emulator.requests().length;
    const refused = await generate(token, boardId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(refused.json().error).toMatch(
      /^Too many failed calls to your own AI provider\. Check its base URL and key under Settings → AI providers, then try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(emulator.requests().length).toBe(calls);
    expect(await t.db.select().from(pinGenerations)).toEqual([]);

    // Someone else is not affected.
    const other = await userWithBoard();
    expect((await generate(other.token, other.boardId)).statusCode).toBe(200);
  });

  it('do not include failures of the server’s own provider', async () => {
    const ai: AiConfig = {
      text: { provider: 'openai', baseUrl: emulator.baseUrl, apiKey: emulator.apiKey, model: 'gpt-4o' },
      image: { provider: 'local', baseUrl: undefined, apiKey: undefined, model: 'gpt-image-1' },
    };
    t = await createTestApp({ ai, rateLimits });
    const { token, boardId } = await userWithBoard();
    emulator.setFault({ mode: '401' });
    for (let attempt = 0; attempt < 3; attempt++) {
      const failed = await generate(token, boardId);
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toContain('the API key was refused');
    }
  });
});
