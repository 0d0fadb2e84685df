// A user's AI base URL may only point to the public internet (integrations/outbound): refused
// when saved, and again when used, since what a name resolves to can change in between.
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { withOpenAiEmulator } from '../../../../tests/setup/openai-emulator';
import { resolverFor } from '../../../../tests/setup/resolver';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import type { GenerationEvent } from '../../../shared/api/pins';
import { apiCalls, pinGenerations, workspaceAiSettings } from '../../db/schema';

const emulator = withOpenAiEmulator();
let t: TestApp;

afterEach(async () => {
  await t?.app.close();
});

const saveAi = (token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings/ai', headers: bearer(token), payload });

async function generate(token: string): Promise<GenerationEvent | undefined> {
  const board = await t.app.inject({
    method: 'POST',
    url: '/api/boards',
    headers: bearer(token),
    payload: { name: 'Small Space Gardening', description: 'Balcony herbs' },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/generate-single-pin-stream',
    headers: bearer(token),
    payload: { boardId: board.json().board.id },
  });
  expect(response.statusCode).toBe(200);
  const events = response.body
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as GenerationEvent);
  return events.at(-1);
}

/** A Pro user whose own text provider is the emulator, reached by the name `host`. */
async function withOwnTextProvider(host: string): Promise<string> {
  const { token } = await createUser(t.db, { subscriptionPlan: 'pro' });
  const port = new URL(emulator.baseUrl).port;
  const saved = await saveAi(token, {
    text_base_url: `http://${host}:${port}/v1`,
    text_api_key: emulator.apiKey,
  });
  expect(saved.statusCode).toBe(200);
  return token;
}

describe('a user’s AI base URL', () => {
  it.each([
    ['loopback', 'http://127.0.0.1:11434/v1', '127.0.0.1 is a private or reserved address'],
    ['localhost', 'http://localhost:8080/v1', 'localhost resolves to 127.0.0.1'],
    ['private', 'http://10.0.0.7/v1', '10.0.0.7 is a private or reserved address'],
    ['private 192.168', 'https://192.168.1.20/v1', '192.168.1.20 is a private'],
    ['link-local metadata', 'http://169.254.169.254/latest', '169.254.169.254 is a private'],
    ['IPv6 loopback', 'http://[::1]:8080/v1', '::1 is a private'],
    ['IPv6 unique-local', 'http://[fd12:3456::1]/v1', 'fd12:3456::1 is a private'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/v1', '::ffff:7f00:1 is a private'],
    ['decimal IP', 'http://2130706433/v1', '127.0.0.1 is a private'],
    ['hex IP', 'http://0x7f.1/v1', '127.0.0.1 is a private'],
    ['DNS name of a private address', 'https://ai.corp.example/v1', 'ai.corp.example resolves to 10.1.2.3'],
    [
      'DNS name with one private address among public ones',
      'https://mixed.example/v1',
      'mixed.example resolves to 192.168.0.9',
    ],
  ])('is refused when it points to a %s address', async (_kind, url, reason) => {
    t = await createTestApp({
      resolveHost: resolverFor({
        'ai.corp.example': ['10.1.2.3'],
        'mixed.example': ['93.184.215.14', '192.168.0.9'],
      }),
    });
    const { token, user } = await createUser(t.db);
    for (const field of ['text_base_url', 'image_base_url']) {
      const response = await saveAi(token, { [field]: url, text_api_key: 'sk-user-key-1234' });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_error');
      const label = field === 'text_base_url' ? 'Text' : 'Image';
      expect(response.json().error).toContain(`${label} base URL must point to a public address`);
      expect(response.json().error).toContain(reason);
    }
    expect(await t.db.select().from(workspaceAiSettings)).toEqual([]);
    void user;
  });

  it('is refused when its host cannot be found, and saved when it resolves to public addresses', async () => {
    t = await createTestApp({
      resolveHost: resolverFor({ 'ai.example': ['93.184.215.14', '2606:2800:21f::1'] }),
    });
    const { token } = await createUser(t.db);
    const unknown = await saveAi(token, { text_base_url: 'https://nowhere.example/v1' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Text base URL names a host that could not be found (nowhere.example)');
    const saved = await saveAi(token, { text_base_url: 'https://ai.example/v1' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().text_base_url).toBe('https://ai.example/v1');
  });

  it('is refused again when used, if its name has come to resolve to a private address', async () => {
    let answer = ['93.184.215.14'];
    t = await createTestApp({ resolveHost: resolverFor({ 'rebind.example': () => answer }) });
    const token = await withOwnTextProvider('rebind.example');
    answer = ['127.0.0.1'];
    const last = await generate(token);
    if (last?.type !== 'error') throw new Error(`expected an error, got ${JSON.stringify(last)}`);
    expect(last.code).toBe('provider_error');
    expect(last.message).toContain('rebind.example resolves to 127.0.0.1');
    expect(emulator.requests()).toEqual([]);
    const [call] = await t.db.select().from(apiCalls);
    expect(call?.errorMessage).toContain('must point to a public address');
    expect(await t.db.select().from(pinGenerations)).toEqual([]);
  });

  it('is refused again when a moved pin is repainted by the user’s own image provider', async () => {
    let answer = ['93.184.215.14'];
    t = await createTestApp({ resolveHost: resolverFor({ 'rebind.example': () => answer }) });
    const { token } = await createUser(t.db, { subscriptionPlan: 'pro' });
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(token), payload });
    const board = async (name: string, style: string) =>
      (await call('POST', '/api/boards', { name, style_config: { style, brandColors: ['#1E6FD9'] } })).json()
        .board.id as string;
    const pin = (
      await call('POST', '/api/generate-single-pin', { boardId: await board('Garden', 'modern') })
    ).json();
    const port = new URL(emulator.baseUrl).port;
    const saved = await saveAi(token, {
      image_base_url: `http://rebind.example:${port}/v1`,
      image_api_key: emulator.apiKey,
    });
    expect(saved.statusCode).toBe(200);
    answer = ['127.0.0.1'];
    const moved = await call('PUT', `/api/pins/${pin.id}`, { board_id: await board('Loud', 'bold') });
    expect(moved.statusCode).toBe(502);
    expect(moved.json().error).toContain('rebind.example resolves to 127.0.0.1');
    expect(emulator.requests()).toEqual([]);
  });

  it('may point to this machine when the operator allows private addresses (AI_ALLOW_PRIVATE_USER_URLS)', async () => {
    // A name only the injected resolver knows: reaching the emulator proves the connection went
    // to the checked address, not to a second lookup.
    t = await createTestApp({
      allowPrivateUserUrls: true,
      resolveHost: resolverFor({ 'models.internal': ['127.0.0.1'] }),
    });
    const token = await withOwnTextProvider('models.internal');
    expect((await generate(token))?.type).toBe('complete');
    expect(emulator.requests().map((r) => r.path)).toEqual(['/v1/chat/completions']);
  });
});
