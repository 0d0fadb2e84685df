// A workspace's own AI keys: saved encrypted, shown only as a hint, kept when left out; set by its
// admins only.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { workspaceAiSettings } from '../../db/schema';
import { addMember } from '../workspaces/test-support';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.app.close();
});

const KEY = 'sk-proj-abcdefghijklmnop1234';

const saveAi = (token: string, payload: object, headers: object = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/settings/ai',
    headers: { ...bearer(token), ...headers },
    payload,
  });
const readAi = (token: string, headers: object = {}) =>
  t.app.inject({ method: 'GET', url: '/api/settings/ai', headers: { ...bearer(token), ...headers } });

describe('/api/settings/ai', () => {
  it('stores a key encrypted and only ever shows a hint of it', async () => {
    const { token, workspaceId } = await createUser(t.db);
    const saved = await saveAi(token, {
      text_api_key: KEY,
      text_model: 'gpt-4o',
      text_base_url: 'https://api.openai.com/v1',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(KEY);
    expect(saved.json()).toEqual({
      text_base_url: 'https://api.openai.com/v1',
      text_model: 'gpt-4o',
      text_api_key_hint: 'sk-…1234',
      image_base_url: null,
      image_model: null,
      image_api_key_hint: null,
    });
    const [row] = await t.db
      .select()
      .from(workspaceAiSettings)
      .where(eq(workspaceAiSettings.workspaceId, workspaceId));
    expect(row?.textApiKeyEncrypted).toMatch(/^v1:/);
    expect(row?.textApiKeyEncrypted).not.toContain('abcdefghijklmnop');

    const read = await readAi(token);
    expect(read.json().text_api_key_hint).toBe('sk-…1234');
    expect(read.body).not.toContain(KEY);
  });

  it('keeps a key that is left out and removes one set to null', async () => {
    const { token } = await createUser(t.db);
    const put = (payload: object) => saveAi(token, payload);
    await put({ image_api_key: KEY });
    expect((await put({ image_model: 'dall-e-3' })).json()).toMatchObject({
      image_api_key_hint: 'sk-…1234',
      image_model: 'dall-e-3',
    });
    expect((await put({ image_api_key: null })).json().image_api_key_hint).toBeNull();
  });

  it("shows nobody else's keys and refuses bad input with a message", async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    await saveAi(owner.token, { text_api_key: KEY });
    const theirs = await readAi(other.token);
    expect(theirs.json().text_api_key_hint).toBeNull();

    const badUrl = await saveAi(owner.token, { text_base_url: 'not a url' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().error).toBe('Base URL must be an http(s) URL');
    const unknown = await saveAi(owner.token, { anthropic_key: 'x' });
    expect(unknown.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/settings/ai' });
    expect(anonymous.statusCode).toBe(401);
  });

  it("are the workspace's: an admin member reads and saves them, a contributor is refused", async () => {
    const owner = await createUser(t.db);
    await saveAi(owner.token, { text_api_key: KEY });
    const admin = await createUser(t.db);
    const contributor = await createUser(t.db);
    const now = t.app.clock.now();
    await addMember(t.db, { workspaceId: owner.workspaceId, userId: admin.user.id, role: 'admin', now });
    await addMember(t.db, {
      workspaceId: owner.workspaceId,
      userId: contributor.user.id,
      role: 'contributor',
      now,
    });
    const inOwners = { 'x-workspace-id': owner.workspaceId };

    expect((await readAi(admin.token, inOwners)).json().text_api_key_hint).toBe('sk-…1234');
    const saved = await saveAi(admin.token, { text_model: 'gpt-4o' }, inOwners);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ text_model: 'gpt-4o', text_api_key_hint: 'sk-…1234' });
    // In their own workspace the admin has none of the owner's keys.
    const inTheirOwn = { 'x-workspace-id': admin.workspaceId };
    expect((await readAi(admin.token, inTheirOwn)).json().text_api_key_hint).toBeNull();

    for (const refused of [
      await readAi(contributor.token, inOwners),
      await saveAi(contributor.token, { text_api_key: null }, inOwners),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('role_required');
      expect(refused.json().error).toContain('admin');
    }
    expect((await readAi(owner.token)).json().text_api_key_hint).toBe('sk-…1234');
  });
});
