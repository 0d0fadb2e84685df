// Template locking (Enterprise, ADR 0044): owners and admins lock a custom template; locked, it is
// changed and deleted by owners and admins only (403 role_required for editors), still listed and
// usable by everyone; locking needs Enterprise, unlocking never does; another workspace's
// template is 404 before any lock is looked at.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { TEMPLATE_LOCKED_MESSAGE } from '../../../shared/api/templates';
import { planFeatureMessage } from '../../../shared/plan-features';
import { setPlan } from '../workspaces';
import { addMember } from '../workspaces/test-support';

let t: TestApp;
let token: string;
let workspaceId: string;
let editor: Record<string, string>;
let admin: Record<string, string>;
let templateId: string;

beforeEach(async () => {
  t = await createTestApp();
  ({ token, workspaceId } = await createUser(t.db, { subscriptionPlan: 'enterprise' }));
  const member = async (role: 'editor' | 'admin') => {
    const user = await createUser(t.db, { email: `${role}@example.com` });
    await addMember(t.db, { workspaceId, userId: user.user.id, role, now: new Date(0) });
    return { ...bearer(user.token), 'x-workspace-id': workspaceId };
  };
  editor = await member('editor');
  admin = await member('admin');
  const created = await call('POST', '/api/templates', { name: 'House style', duplicate_of: 'modern-card' });
  expect(created.statusCode, created.body).toBe(201);
  templateId = created.json().template.id;
});
afterEach(async () => {
  await t.app.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = bearer(token),
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const lock = (locked: boolean, headers = admin) =>
  call('PUT', `/api/templates/${templateId}`, { locked }, headers);

describe('a locked template', () => {
  it('is locked by an admin and listed as locked', async () => {
    const response = await lock(true);
    expect(response.statusCode, response.body).toBe(200);
    const list = (await call('GET', '/api/templates', undefined, editor)).json().templates;
    expect(list.find((template: { id: string }) => template.id === templateId)).toMatchObject({
      locked: true,
    });
  });

  it('refuses an editor’s change, delete and unlock with 403 naming the admin role', async () => {
    await lock(true);
    for (const response of [
      await call('PUT', `/api/templates/${templateId}`, { name: 'Mine now' }, editor),
      await call('DELETE', `/api/templates/${templateId}`, undefined, editor),
      await lock(false, editor),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'role_required', error: TEMPLATE_LOCKED_MESSAGE });
    }
    const still = (await call('GET', `/api/templates/${templateId}`, undefined, editor)).json().template;
    expect(still.name).toBe('House style');
  });

  it('lets an admin change, unlock and delete it, and an editor change it once unlocked', async () => {
    await lock(true);
    expect((await call('PUT', `/api/templates/${templateId}`, { name: 'House 2' }, admin)).statusCode).toBe(
      200,
    );
    expect((await lock(false)).json().template).toMatchObject({ locked: false });
    expect((await call('PUT', `/api/templates/${templateId}`, { name: 'Ed' }, editor)).statusCode).toBe(200);
    await lock(true);
    expect((await call('DELETE', `/api/templates/${templateId}`, undefined, admin)).statusCode).toBe(200);
  });

  it('refuses an editor locking with 403 role_required', async () => {
    const response = await lock(true, editor);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('role_required');
  });
});

describe('locking by plan', () => {
  it('refuses locking below Enterprise and lets a downgraded workspace unlock', async () => {
    await lock(true);
    expect((await call('GET', '/api/templates')).json().can_lock).toBe(true);
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'pro' });
    expect((await call('GET', '/api/templates')).json().can_lock).toBe(false);
    expect((await call('PUT', `/api/templates/${templateId}`, { name: 'x' }, editor)).statusCode).toBe(403);
    expect((await lock(false)).statusCode).toBe(200);
    const again = await lock(true);
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ code: 'plan_feature', error: planFeatureMessage('template_locking') });
  });

  it('answers 404 for another workspace’s template, lock or not', async () => {
    await lock(true);
    const other = await createUser(t.db, { email: 'other@example.com', subscriptionPlan: 'enterprise' });
    const response = await call(
      'PUT',
      `/api/templates/${templateId}`,
      { locked: false },
      bearer(other.token),
    );
    expect(response.statusCode).toBe(404);
  });
});
