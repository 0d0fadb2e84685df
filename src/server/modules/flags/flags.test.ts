// The feature flags, switched through the admin console's route and enforced by the modules that
// own each feature: sign-ups, pin generation (refused before the allowance is touched), AI images
// (local artwork instead, text still by the text provider), and what GET /api/features tells the web.
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createAdmin, createUser, registerInput } from '../../../../tests/factories/users';
import { withOpenAiEmulator } from '../../../../tests/setup/openai-emulator';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { FeatureFlag } from '../../../shared/api/admin';
import type { AiConfig } from '../../config-ai';
import { apiCalls, pinGenerations, pins } from '../../db/schema';
import { generatePin, userWithBoardOf } from '../generation/test-support';
import { ensureFeatureFlags } from './feature-flags';

let t: TestApp;
const emulator = withOpenAiEmulator();

afterEach(async () => {
  await t.app.close();
});

const openAi = (): AiConfig => ({
  text: { provider: 'openai', baseUrl: emulator.baseUrl, apiKey: emulator.apiKey, model: 'gpt-4o' },
  image: { provider: 'openai', baseUrl: emulator.baseUrl, apiKey: emulator.apiKey, model: 'gpt-image-1' },
});

async function start(ai?: AiConfig) {
  t = await createTestApp(ai ? { ai } : {});
  await ensureFeatureFlags({ db: t.db });
}

const signUp = () => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registerInput() });

async function switchFlags(settings: Partial<Record<FeatureFlag, 'true' | 'false'>>) {
  const { token } = await createAdmin(t.app, t.db);
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: bearer(token),
    payload: { settings },
  });
  expect(response.statusCode).toBe(200);
}

const userWithBoard = () =>
  userWithBoardOf(
    t,
    { name: 'Weeknight Dinners', description: 'Quick family recipes', pins_per_day: 2 },
    { subscriptionPlan: 'pro' },
  );

describe('GET /api/features', () => {
  it('answers every flag on by default, without a token', async () => {
    await start();
    const response = await t.app.inject({ method: 'GET', url: '/api/features' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      signups: true,
      pin_generation: true,
      ai_images: true,
      auto_publishing: true,
    });
  });

  it('follows what staff switched, and counts a missing flag as on', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/api/features' })).json().signups).toBe(true);
    await switchFlags({ signups_enabled: 'false', auto_publishing_enabled: 'false' });
    const response = await t.app.inject({ method: 'GET', url: '/api/features' });
    expect(response.json()).toEqual({
      signups: false,
      pin_generation: true,
      ai_images: true,
      auto_publishing: false,
    });
  });
});

describe('ensureFeatureFlags', () => {
  it('seeds the missing flags on and never overwrites a switched one', async () => {
    await start();
    await switchFlags({ pin_generation_enabled: 'false' });
    await ensureFeatureFlags({ db: t.db });
    expect((await t.app.inject({ method: 'GET', url: '/api/features' })).json().pin_generation).toBe(false);
  });
});

describe('signups_enabled off', () => {
  it('refuses new accounts with a clear message; existing users still sign in', async () => {
    await start();
    const { user, password } = await createUser(t.db);
    await switchFlags({ signups_enabled: 'false' });
    const refused = await signUp();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'signups_closed',
      error: 'New sign-ups are paused at the moment. Please try again later.',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
    });
    expect(login.statusCode).toBe(200);

    await switchFlags({ signups_enabled: 'true' });
    const welcome = await signUp();
    expect(welcome.statusCode).toBe(201);
  });
});

describe('pin_generation_enabled off', () => {
  const PAUSED = {
    code: 'generation_paused',
    error:
      'Pin generation is paused for maintenance. Your boards and schedule are safe; please try again later.',
  };

  it.each(['/api/generate-single-pin', '/api/generate-single-pin-stream', '/api/generate-pins'])(
    '%s is refused with 503 and nothing is counted against the allowance',
    async (url) => {
      await start(openAi());
      const { token, boardId } = await userWithBoard();
      await switchFlags({ pin_generation_enabled: 'false' });
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: bearer(token),
        payload: { boardId },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(PAUSED);
      expect(await t.db.select().from(pins)).toEqual([]);
      expect(await t.db.select().from(pinGenerations)).toEqual([]);
      expect(await t.db.select().from(apiCalls)).toEqual([]);
      expect(emulator.requests()).toEqual([]);
      const usage = await t.app.inject({ method: 'GET', url: '/api/user/usage', headers: bearer(token) });
      expect(usage.json().month.used).toBe(0);
    },
  );

  it("keeps a batch's pins made before the pause and says why it stopped", async () => {
    await start(openAi());
    const { token, boardId } = await userWithBoard();
    const { token: adminToken } = await createAdmin(t.app, t.db);
    // The first pin's text takes a moment: staff pause generation meanwhile.
    emulator.setFault({ mode: 'slow', times: 1, delayMs: 400 });
    const batch = t.app.inject({
      method: 'POST',
      url: '/api/generate-pins',
      headers: bearer(token),
      payload: { boardId },
    });
    while (emulator.requests().length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const paused = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: bearer(adminToken),
      payload: { settings: { pin_generation_enabled: 'false' } },
    });
    expect(paused.json().updated).toEqual(['pin_generation_enabled']);
    const response = await batch;
    expect(response.statusCode).toBe(201);
    expect(response.json().pins).toHaveLength(1);
    expect(response.json().message).toBe(`Generated 1 of 2. ${PAUSED.error}`);
    emulator.setFault(null);
  });

  it('generates again once switched back on', async () => {
    await start();
    const { token, boardId } = await userWithBoard();
    await switchFlags({ pin_generation_enabled: 'false' });
    await switchFlags({ pin_generation_enabled: 'true' });
    const response = await generatePin(t, token, boardId);
    expect(response.statusCode).toBe(201);
  });
});

describe('ai_images_enabled off', () => {
  it('writes the text with the text provider and paints the artwork locally, with no image API call', async () => {
    await start(openAi());
    const { token, boardId } = await userWithBoard();
    await switchFlags({ ai_images_enabled: 'false' });
    const response = await generatePin(t, token, boardId);
    expect(response.statusCode).toBe(201);
    expect(response.json().filepath).toMatch(/^\/media\/pins\/.+\.png$/);
    expect(emulator.requests().map((request) => request.path)).toEqual(['/v1/chat/completions']);
    const calls = await t.db.select().from(apiCalls);
    expect(calls.filter((call) => call.provider === 'openai').map((call) => call.type)).toEqual(['text']);
    expect(calls.filter((call) => call.type === 'image').map((call) => call.provider)).toEqual(['local']);
  });

  it("paints a moved pin's new artwork locally too", async () => {
    await start(openAi());
    const { token, boardId } = await userWithBoard();
    const pin = await generatePin(t, token, boardId);
    expect(pin.statusCode).toBe(201);
    const bold = await t.app.inject({
      method: 'POST',
      url: '/api/boards',
      headers: bearer(token),
      payload: { name: 'Bold Moves', style_config: { style: 'bold', brandColors: ['#D7263D'] } },
    });
    await switchFlags({ ai_images_enabled: 'false' });
    emulator.clearRequests();
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/pins/${pin.json().id}`,
      headers: bearer(token),
      payload: { board_id: bold.json().board.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(emulator.requests()).toEqual([]);
  });
});
