// The admin console's settings routes: the global settings list, the feature flags (all or
// nothing, audited), the prompt and model editor (variables checked, audited), the preview that
// calls no provider, and the live system facts. The next generated pin uses what staff saved.
import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createBoard } from '../../../../tests/factories/boards';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { getTestDatabase } from '../../../../tests/setup/database';
import { withOpenAiEmulator } from '../../../../tests/setup/openai-emulator';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { FEATURE_FLAG_KEYS, PROMPT_MAX_LENGTH, PROMPT_SETTING_KEYS } from '../../../shared/api/admin';
import { type AiConfig, LOCAL_AI_CONFIG } from '../../config-ai';
import { adminAuditLog, apiCalls, globalSettings } from '../../db/schema';
import { createJobQueue } from '../../jobs/queue';
import { ensureFeatureFlags } from '../flags';
import { ensureGenerationSettings } from '../generation';

let t: TestApp;
let admin: { token: string; user: { id: string; email: string } };
const emulator = withOpenAiEmulator();

afterEach(async () => {
  await t.app.close();
});

async function start(ai: AiConfig = LOCAL_AI_CONFIG) {
  t = await createTestApp({ ai });
  // What main.ts seeds at start.
  await ensureGenerationSettings({ db: t.db, ai });
  await ensureFeatureFlags({ db: t.db });
  admin = await createAdmin(t.app, t.db);
}

const as = (token: string | null) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, ...(token ? { headers: bearer(token) } : {}) }),
  send: (method: 'PUT' | 'POST', url: string, payload: unknown) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      ...(token ? { headers: bearer(token) } : {}),
    }),
});
const staff = () => as(admin.token);

const settingsRows = async () =>
  Object.fromEntries(
    (await t.db.select().from(globalSettings)).map((row) => [row.settingKey, row.settingValue]),
  );
const auditRows = () => t.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.createdAt));

describe('roles', () => {
  const routes: [string, string, unknown][] = [
    ['GET', '/api/admin/settings', undefined],
    ['PUT', '/api/admin/settings', { settings: { signups_enabled: 'false' } }],
    ['PUT', '/api/admin/prompts/prompt_title', { value: 'Titles for {{board_name}}' }],
    ['POST', '/api/admin/prompts/preview', { kind: 'title', template: 'x' }],
    ['GET', '/api/admin/system', undefined],
  ];

  it.each(routes)('%s %s needs an admin token', async (method, url, payload) => {
    await start();
    const before = await settingsRows();
    const { token: userToken } = await createUser(t.db);
    for (const token of [null, userToken]) {
      const response =
        method === 'GET' ? await as(token).get(url) : await as(token).send(method as 'PUT', url, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('unauthorized');
    }
    expect(await settingsRows()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });
});

describe('GET /api/admin/settings', () => {
  it('lists every global setting, sorted by category then key', async () => {
    await start();
    const response = await staff().get('/api/admin/settings');
    expect(response.statusCode).toBe(200);
    const keys = response.json().map((row: { setting_key: string }) => row.setting_key);
    expect(keys).toEqual([
      'ai_images_enabled',
      'auto_publishing_enabled',
      'pin_generation_enabled',
      'signups_enabled',
      'model_image',
      'model_text',
      'prompt_description',
      'prompt_image',
      'prompt_title',
    ]);
    expect(response.json()[0]).toEqual({
      setting_key: 'ai_images_enabled',
      setting_value: 'true',
      description: expect.stringContaining('AI image generation'),
      category: 'features',
      updated_at: expect.any(String),
    });
    expect(new Set(keys)).toEqual(new Set([...FEATURE_FLAG_KEYS, ...PROMPT_SETTING_KEYS]));
  });
});

describe('PUT /api/admin/settings', () => {
  it('switches flags in one go, answers the changed keys and audits each change', async () => {
    await start();
    const response = await staff().send('PUT', '/api/admin/settings', {
      settings: { signups_enabled: 'false', ai_images_enabled: 'true', pin_generation_enabled: 'false' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      updated: ['pin_generation_enabled', 'signups_enabled'],
    });
    const rows = await settingsRows();
    expect(rows).toMatchObject({
      signups_enabled: 'false',
      pin_generation_enabled: 'false',
      ai_images_enabled: 'true',
    });
    const audit = await auditRows();
    expect(audit.map((row) => row.target).sort()).toEqual(['pin_generation_enabled', 'signups_enabled']);
    expect(audit[0]).toMatchObject({
      adminId: admin.user.id,
      adminEmail: admin.user.email,
      action: 'flag.update',
      oldValue: 'true',
      newValue: 'false',
    });
  });

  it('answers an empty list and writes nothing when no value changes', async () => {
    await start();
    const response = await staff().send('PUT', '/api/admin/settings', {
      settings: { signups_enabled: 'true' },
    });
    expect(response.json()).toEqual({ success: true, updated: [] });
    expect(await auditRows()).toEqual([]);
  });

  it('writes a flag that was missing, counting it as on before', async () => {
    await start();
    await t.db.delete(globalSettings).where(eq(globalSettings.settingKey, 'auto_publishing_enabled'));
    const response = await staff().send('PUT', '/api/admin/settings', {
      settings: { auto_publishing_enabled: 'false' },
    });
    expect(response.json().updated).toEqual(['auto_publishing_enabled']);
    const [row] = await t.db
      .select()
      .from(globalSettings)
      .where(eq(globalSettings.settingKey, 'auto_publishing_enabled'));
    expect(row).toMatchObject({ settingValue: 'false', category: 'features' });
    expect((await auditRows())[0]).toMatchObject({ oldValue: 'true', newValue: 'false' });
  });

  it.each([
    [{ settings: { signups_enabled: 'false', foo: 'true' } }, 'Unknown setting: foo'],
    [{ settings: { signups_enabled: 'false', prompt_title: 'true' } }, 'Unknown setting: prompt_title'],
    [{ settings: { signups_enabled: 'false', pin_generation_enabled: 'yes' } }, 'pin_generation_enabled'],
    [{ settings: { signups_enabled: 'false', ai_images_enabled: 'TRUE' } }, 'ai_images_enabled'],
    [{ settings: { signups_enabled: 'false', ai_images_enabled: true } }, 'ai_images_enabled'],
    [{ settings: {} }, 'at least one'],
    [{}, 'settings'],
    [{ settings: { signups_enabled: 'false' }, extra: 1 }, 'extra'],
  ])('refuses %j naming the problem, and writes nothing', async (payload, named) => {
    await start();
    const before = await settingsRows();
    const response = await staff().send('PUT', '/api/admin/settings', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(named);
    expect(await settingsRows()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });
});

describe('PUT /api/admin/prompts/{setting_key}', () => {
  const put = (key: string, payload: object) => staff().send('PUT', `/api/admin/prompts/${key}`, payload);

  it('saves a prompt trimmed, answers the setting and audits old and new value', async () => {
    await start();
    const old = (await settingsRows()).prompt_title;
    const response = await put('prompt_title', {
      value: '  Punchy titles for {{ board_name }}, not like {{pin_history}}  ',
      description: 'Short and punchy',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      setting: {
        setting_key: 'prompt_title',
        setting_value: 'Punchy titles for {{ board_name }}, not like {{pin_history}}',
        description: 'Short and punchy',
        category: 'prompts',
        updated_at: expect.any(String),
      },
    });
    const [entry] = await auditRows();
    expect(entry).toMatchObject({
      adminEmail: admin.user.email,
      action: 'prompt.update',
      target: 'prompt_title',
      oldValue: old,
      newValue: 'Punchy titles for {{ board_name }}, not like {{pin_history}}',
    });
  });

  it('saves a custom model name for an OpenAI-compatible server, audited as a model change', async () => {
    await start();
    const response = await put('model_text', { value: 'meta-llama/Llama-3.1-8B:instruct_v2.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().setting).toMatchObject({
      setting_value: 'meta-llama/Llama-3.1-8B:instruct_v2.1',
      category: 'models',
    });
    expect(await auditRows()).toMatchObject([
      {
        action: 'model.update',
        target: 'model_text',
        oldValue: 'gpt-4o',
        newValue: 'meta-llama/Llama-3.1-8B:instruct_v2.1',
      },
    ]);
  });

  it('answers success and writes nothing when the value is unchanged', async () => {
    await start();
    const before = await t.db
      .select()
      .from(globalSettings)
      .where(eq(globalSettings.settingKey, 'model_image'));
    const response = await put('model_image', { value: before[0]?.settingValue ?? '' });
    expect(response.statusCode).toBe(200);
    expect(await auditRows()).toEqual([]);
    expect(
      await t.db.select().from(globalSettings).where(eq(globalSettings.settingKey, 'model_image')),
    ).toEqual(before);
  });

  it.each([
    [
      'prompt_title',
      { value: 'Titles for {{board_name}} in {{board_colour}}' },
      'Unknown variable {{board_colour}} in the title prompt. Allowed: {{board_name}}, {{board_description}}, {{pin_history}}, {{link}}, {{page_title}}, {{page_text}}',
    ],
    [
      'prompt_description',
      { value: 'About {{pin_history}}' },
      'Unknown variable {{pin_history}} in the description prompt',
    ],
    ['prompt_image', { value: 'A picture of {{Title}}' }, 'Unknown variable {{Title}}'],
    ['prompt_image', { value: 'A picture of {{the title}}' }, 'Unknown variable {{the title}}'],
    ['prompt_title', { value: '   ' }, 'The title prompt cannot be empty'],
    ['prompt_title', { value: 'x'.repeat(PROMPT_MAX_LENGTH + 1) }, `at most ${PROMPT_MAX_LENGTH} characters`],
    ['model_text', { value: 'gpt 4o' }, 'model name'],
    ['model_image', { value: '' }, 'model name'],
    ['model_image', { value: 'm'.repeat(101) }, 'model name'],
    ['prompt_colour', { value: 'x' }, 'Unknown setting: prompt_colour'],
    ['signups_enabled', { value: 'false' }, 'Unknown setting: signups_enabled'],
    ['prompt_title', {}, 'value is required'],
    ['prompt_title', { value: 'Fine {{board_name}}', description: 'd'.repeat(501) }, 'description'],
  ])('refuses %s %j naming the problem, and writes nothing', async (key, payload, named) => {
    await start();
    const before = await settingsRows();
    const response = await put(key, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(named);
    expect(await settingsRows()).toEqual(before);
    expect(await auditRows()).toEqual([]);
  });
});

describe('POST /api/admin/prompts/preview', () => {
  it('renders a template against the sample board without calling a provider', async () => {
    await start(openAiConfig());
    const response = await staff().send('POST', '/api/admin/prompts/preview', {
      kind: 'title',
      template: 'Titles for {{board_name}} ({{board_description}}). Avoid:\n{{pin_history}}',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sample_board.name).toBe('Weeknight Dinners');
    expect(body.rendered).toContain(
      `Titles for Weeknight Dinners (${body.sample_board.description}). Avoid:\n- `,
    );
    expect(body.rendered).not.toContain('{{');
    expect(emulator.requests()).toEqual([]);
    expect(await t.db.select().from(apiCalls)).toEqual([]);
  });

  it('fills the sample title and description for the image kind', async () => {
    await start();
    const response = await staff().send('POST', '/api/admin/prompts/preview', {
      kind: 'image',
      template: '{{title}} | {{description}} | {{style_config}}',
    });
    const parts = response.json().rendered.split(' | ');
    expect(parts).toHaveLength(3);
    for (const part of parts) expect(part.length).toBeGreaterThan(3);
    expect(parts[2]).toContain('modern');
  });

  it.each([
    [
      { kind: 'description', template: 'About {{style_config}}' },
      'Unknown variable {{style_config}} in the description prompt',
    ],
    [{ kind: 'caption', template: 'x' }, "kind must be 'title', 'description' or 'image'"],
    [{ kind: 'title', template: 'x'.repeat(PROMPT_MAX_LENGTH + 1) }, 'template must be at most'],
  ])('refuses %j naming the problem', async (payload, named) => {
    await start();
    const response = await staff().send('POST', '/api/admin/prompts/preview', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(named);
  });
});

describe('GET /api/admin/system', () => {
  it('answers live facts about this server, and no secrets', async () => {
    await start(openAiConfig());
    const response = await staff().get('/api/admin/system');
    expect(response.statusCode).toBe(200);
    const info = response.json();
    const kind = process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite';
    expect(info).toMatchObject({
      environment: expect.any(String),
      version: '0.1.0',
      database: { kind, round_trip_ms: expect.any(Number) },
      pinterest_mode: 'live',
      ai: { text: 'openai', image: 'openai' },
    });
    expect(info.database.round_trip_ms).toBeGreaterThanOrEqual(0);
    expect(info.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(info.started_at)).toBeLessThanOrEqual(Date.now());
    expect(response.body).not.toContain(emulator.apiKey);
  });

  it('reads the job queue once its tables exist', async () => {
    await start();
    const handle = await getTestDatabase();
    const boss = createJobQueue(handle.client, { supervise: false, schedule: false });
    await boss.start();
    try {
      await boss.createQueue('admin-system-test');
      await boss.send('admin-system-test', {});
      const jobs = (await staff().get('/api/admin/system')).json().jobs;
      expect(jobs).toEqual({
        queued: expect.any(Number),
        active: expect.any(Number),
        failed_last_24h: expect.any(Number),
      });
      expect(jobs.queued).toBeGreaterThanOrEqual(1);
    } finally {
      await boss.deleteQueue('admin-system-test');
      await boss.stop({ graceful: true, timeout: 5000 });
    }
  });
});

describe('the next pin uses what staff saved', () => {
  it('generates with the saved title prompt and text model', async () => {
    await start(openAiConfig());
    const put = (key: string, value: string) => staff().send('PUT', `/api/admin/prompts/${key}`, { value });
    expect(
      (await put('prompt_title', 'Staff title prompt for {{board_name}}: short and sweet')).statusCode,
    ).toBe(200);
    expect((await put('model_text', 'gpt-4')).statusCode).toBe(200);
    expect((await put('model_image', 'dall-e-3')).statusCode).toBe(200);

    const { token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'pro' });
    const board = await createBoard(t.db, workspaceId, {
      name: 'Balcony Herbs',
      description: 'Growing herbs in pots',
    });
    const pin = await t.app.inject({
      method: 'POST',
      url: '/api/generate-single-pin',
      headers: bearer(token),
      payload: { boardId: board.id },
    });
    expect(pin.statusCode).toBe(201);
    const calls = await t.db.select().from(apiCalls);
    const text = calls.find((call) => call.type === 'text');
    expect(text).toMatchObject({ model: 'gpt-4', provider: 'openai' });
    expect(text?.prompt).toContain('Staff title prompt for Balcony Herbs: short and sweet');
    expect(calls.find((call) => call.type === 'image')?.model).toBe('dall-e-3');
    const chat = emulator.requests().find((request) => request.path === '/v1/chat/completions');
    expect(chat?.body).toMatchObject({ model: 'gpt-4' });
    expect(JSON.stringify(chat?.body)).toContain('Staff title prompt for Balcony Herbs');
  });
});

function openAiConfig(): AiConfig {
  return {
    text: { provider: 'openai', baseUrl: emulator.baseUrl, apiKey: emulator.apiKey, model: 'gpt-4o' },
    image: { provider: 'openai', baseUrl: emulator.baseUrl, apiKey: emulator.apiKey, model: 'gpt-image-1' },
  };
}
