// Brand kits by plan (ADR 0039): Free and Starter are refused, Pro keeps one kit, Enterprise
// several; admins change them, viewers read them; another workspace's kit is not found; a
// downgraded workspace keeps reading its kits but changes nothing; a board chooses its kit on
// Enterprise, and deleting the kit clears the choice.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { planFeatureMessage } from '../../../shared/plan-features';
import { setPlan } from '../workspaces';
import { addMember } from '../workspaces/test-support';

let t: TestApp;
let token: string;
let workspaceId: string;

beforeEach(async () => {
  t = await createTestApp();
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'pro' }));
});
afterEach(async () => {
  await t.app.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, as = token) =>
  t.app.inject({ method, url, headers: bearer(as), ...(payload ? { payload } : {}) });

async function createdKit(payload: object = { name: 'Our brand' }, as = token): Promise<string> {
  const response = await call('POST', '/api/brand-kits', payload, as);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().brand_kit.id;
}

describe('brand kits by plan', () => {
  it.each(['free', 'starter'] as const)('refuses %s with 403 plan_feature naming Pro', async (plan) => {
    await setPlan(t.db, workspaceId, { subscriptionPlan: plan });
    const response = await call('POST', '/api/brand-kits', { name: 'Our brand' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'plan_feature', error: planFeatureMessage('brand_kit') });
    const list = (await call('GET', '/api/brand-kits')).json();
    expect(list).toEqual({ brand_kits: [], can_edit: false, can_have_several: false });
  });

  it('gives Pro one kit, with defaults, and refuses a second', async () => {
    const response = await call('POST', '/api/brand-kits', {
      name: 'Our brand',
      colors: ['#2f5d50', '#F4E9D8'],
      heading_font: { font: 'montserrat', weight: 700 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().brand_kit).toMatchObject({
      name: 'Our brand',
      colors: ['#2F5D50', '#F4E9D8'],
      heading_font: { font: 'montserrat', weight: 700 },
      body_font: null,
      logo_url: null,
      footer: { enabled: false, text: '', position: 'bottom-center', opacity: 0.8 },
    });
    const second = await call('POST', '/api/brand-kits', { name: 'Client two' });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toEqual({ code: 'plan_feature', error: planFeatureMessage('brand_kits_multiple') });
    const list = (await call('GET', '/api/brand-kits')).json();
    expect(list.brand_kits).toHaveLength(1);
    expect(list).toMatchObject({ can_edit: true, can_have_several: false });
  });

  it('gives Enterprise several named kits, oldest first', async () => {
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'enterprise' });
    await createdKit({ name: 'Client one' });
    await createdKit({ name: 'Client two' });
    const list = (await call('GET', '/api/brand-kits')).json();
    expect(list.brand_kits.map((kit: { name: string }) => kit.name)).toEqual(['Client one', 'Client two']);
    expect(list).toMatchObject({ can_edit: true, can_have_several: true });
  });

  it('keeps a downgraded workspace’s kits readable and refuses changes with plan_feature', async () => {
    const kitId = await createdKit();
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'free' });
    expect((await call('GET', `/api/brand-kits/${kitId}`)).statusCode).toBe(200);
    for (const [method, url, body] of [
      ['PUT', `/api/brand-kits/${kitId}`, { name: 'New name' }],
      ['DELETE', `/api/brand-kits/${kitId}`, undefined],
      ['DELETE', `/api/brand-kits/${kitId}/logo`, undefined],
    ] as const) {
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().code).toBe('plan_feature');
    }
    expect((await call('GET', `/api/brand-kits/${kitId}`)).json().brand_kit.name).toBe('Our brand');
  });
});

describe('changing a kit', () => {
  it('renames it and changes its fonts, colors and footer; refuses bad fields naming them', async () => {
    const kitId = await createdKit();
    const response = await call('PUT', `/api/brand-kits/${kitId}`, {
      name: 'Garden Co',
      body_font: { font: 'lora', weight: 400 },
      footer: { enabled: true, text: 'gardenco.example', position: 'bottom-right', opacity: 0.6 },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().brand_kit).toMatchObject({
      name: 'Garden Co',
      body_font: { font: 'lora', weight: 400 },
      footer: { enabled: true, text: 'gardenco.example', position: 'bottom-right', opacity: 0.6 },
    });
    const cases: Array<[object, string]> = [
      [{ heading_font: { font: 'comic-sans', weight: 400 } }, 'heading_font.font'],
      [{ heading_font: { font: 'anton', weight: 700 } }, 'heading_font.weight of anton'],
      [{ colors: ['red'] }, 'colors must be hex colors'],
      [{ footer: { enabled: true, text: '', position: 'bottom-left', opacity: 1 } }, 'footer.text'],
      [{ footer: { enabled: true, text: 'x', position: 'bottom-left', opacity: 0 } }, 'footer.opacity'],
      [{}, 'Nothing to update'],
    ];
    for (const [body, words] of cases) {
      const refused = await call('PUT', `/api/brand-kits/${kitId}`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toContain(words);
    }
    expect((await call('GET', `/api/brand-kits/${kitId}`)).json().brand_kit.name).toBe('Garden Co');
  });

  it('lets admins change kits and viewers only read them', async () => {
    const kitId = await createdKit();
    for (const role of ['viewer', 'editor'] as const) {
      const member = await createUser(t.db, { email: `${role}@example.com` });
      await addMember(t.db, { workspaceId, userId: member.user.id, role, now: new Date(0) });
      const headers = { ...bearer(member.token), 'x-workspace-id': workspaceId };
      const read = await t.app.inject({ method: 'GET', url: '/api/brand-kits', headers });
      expect(read.json().brand_kits).toHaveLength(1);
      const change = await t.app.inject({
        method: 'PUT',
        url: `/api/brand-kits/${kitId}`,
        headers,
        payload: { name: 'Mine' },
      });
      expect(change.statusCode).toBe(403);
      expect(change.json().code).toBe('role_required');
    }
  });

  it('answers 404 for another workspace’s kit, a malformed id or a deleted one', async () => {
    const kitId = await createdKit();
    const other = await createUser(t.db, { email: 'other@example.com', subscriptionPlan: 'enterprise' });
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, `/api/brand-kits/${kitId}`, body, other.token);
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', error: 'Brand kit not found' });
    }
    expect((await call('GET', '/api/brand-kits/not-a-uuid')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/brand-kits/${kitId}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/brand-kits/${kitId}`)).statusCode).toBe(404);
  });
});

describe('a board’s kit', () => {
  async function board(payload: object = {}): Promise<{ statusCode: number; body: string; id?: string }> {
    const response = await call('POST', '/api/boards', { name: 'Garden Ideas', ...payload });
    return { statusCode: response.statusCode, body: response.body, id: response.json().board?.id };
  }

  it('is chosen on Enterprise and cleared when the kit is deleted', async () => {
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'enterprise' });
    await createdKit({ name: 'Client one' });
    const second = await createdKit({ name: 'Client two' });
    const created = await board({ brand_kit_id: second });
    expect(created.statusCode, created.body).toBe(201);
    expect((await call('GET', `/api/boards/${created.id}`)).json().board.brand_kit_id).toBe(second);
    await call('DELETE', `/api/brand-kits/${second}`);
    expect((await call('GET', `/api/boards/${created.id}`)).json().board.brand_kit_id).toBeNull();
  });

  it('is refused on Pro (its boards take the one kit) and for another workspace’s kit', async () => {
    const kitId = await createdKit();
    const refused = await board({ brand_kit_id: kitId });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('plan_feature');
    const other = await createUser(t.db, { email: 'other@example.com', subscriptionPlan: 'enterprise' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/boards',
      headers: bearer(other.token),
      payload: { name: 'Theirs', brand_kit_id: kitId },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Brand kit not found');
  });
});
