// Posting settings are each workspace's own (ADR 0036): a person in two workspaces sees and saves
// each one's, its schedule runs in its own time zone while the person keeps theirs, admins and
// owners change them, and brand colors in the default style are sold from Starter up.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { DEFAULT_BRAND_COLORS } from '../../../shared/api/boards';
import { planFeatureMessage } from '../../../shared/plan-features';
import { expectRefusal } from '../../http/test-support';
import { setPlan } from '../workspaces';
import { addMember } from '../workspaces/test-support';

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.app.close();
});

function call(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  token: string,
  workspaceId: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'x-workspace-id': workspaceId },
    ...(payload && { payload }),
  });
}

const styleWith = (brandColors: readonly string[]) => JSON.stringify({ style: 'bold', brandColors });

describe('posting settings per workspace', () => {
  it('are each workspace’s own, and its schedule runs in its own time zone while the person keeps theirs', async () => {
    const ada = await createUser(t.db, { timeZone: 'Asia/Tokyo' });
    await setPlan(t.db, ada.workspaceId, { subscriptionPlan: 'starter' });
    const made = await call('POST', '/api/workspaces', ada.token, ada.workspaceId, { name: 'Client shop' });
    expect(made.statusCode).toBe(201);
    const clientId: string = made.json().workspace.id;

    // A new workspace starts in its maker's time zone.
    expect((await call('GET', '/api/settings', ada.token, clientId)).json().time_zone).toBe('Asia/Tokyo');
    const saved = await call('PUT', '/api/settings', ada.token, clientId, {
      time_zone: 'America/New_York',
      posting_window_start: '07:00',
    });
    expect(saved.statusCode).toBe(200);

    const client = (await call('GET', '/api/settings', ada.token, clientId)).json();
    expect(client).toMatchObject({ time_zone: 'America/New_York', posting_window_start: '07:00' });
    const personal = (await call('GET', '/api/settings', ada.token, ada.workspaceId)).json();
    expect(personal).toMatchObject({ time_zone: 'Asia/Tokyo', posting_window_start: '09:00' });

    expect((await call('GET', '/api/timeline', ada.token, clientId)).json().time_zone).toBe(
      'America/New_York',
    );
    expect((await call('GET', '/api/timeline', ada.token, ada.workspaceId)).json().time_zone).toBe(
      'Asia/Tokyo',
    );
    expect((await call('GET', '/api/user/usage', ada.token, clientId)).json().time_zone).toBe(
      'America/New_York',
    );
    const me = await t.app.inject({ url: '/api/user/profile', headers: bearer(ada.token) });
    expect(me.json().user.time_zone).toBe('Asia/Tokyo');
  });

  it('are read by every member and changed only by an admin or owner', async () => {
    const owner = await createUser(t.db);
    const roles = ['admin', 'editor', 'contributor', 'viewer'] as const;
    const members = [];
    for (const role of roles) {
      const member = await createUser(t.db);
      await addMember(t.db, {
        workspaceId: owner.workspaceId,
        userId: member.user.id,
        role,
        now: new Date(),
      });
      members.push({ role, token: member.token });
    }
    for (const { role, token } of members) {
      const read = await call('GET', '/api/settings', token, owner.workspaceId);
      expect(read.statusCode, role).toBe(200);
      const change = await call('PUT', '/api/settings', token, owner.workspaceId, {
        posting_window_end: '21:00',
      });
      if (role === 'admin') expect(change.statusCode).toBe(200);
      else expect(change.json(), role).toMatchObject({ code: 'role_required' });
    }
    const after = await call('GET', '/api/settings', owner.token, owner.workspaceId);
    expect(after.json().posting_window_end).toBe('21:00');
  });

  it('keep the default colors in the default style below Starter, and a downgraded workspace its own', async () => {
    const { token, workspaceId } = await createUser(t.db);
    const own = ['#112233', '#445566'];
    const refused = await call('PUT', '/api/settings', token, workspaceId, {
      image_style_default: styleWith(own),
    });
    expectRefusal(refused, 403, { error: planFeatureMessage('brand_colors'), code: 'plan_feature' });
    const defaults = await call('PUT', '/api/settings', token, workspaceId, {
      image_style_default: styleWith(DEFAULT_BRAND_COLORS),
    });
    expect(defaults.statusCode).toBe(200);

    await setPlan(t.db, workspaceId, { subscriptionPlan: 'starter' });
    const paid = await call('PUT', '/api/settings', token, workspaceId, {
      image_style_default: styleWith(own),
    });
    expect(paid.statusCode).toBe(200);
    await setPlan(t.db, workspaceId, { subscriptionPlan: 'free' });
    // Saving again what it has is not a change of colors; other settings still save.
    const kept = await call('PUT', '/api/settings', token, workspaceId, {
      image_style_default: styleWith(own),
      posting_window_start: '08:00',
    });
    expect(kept.statusCode).toBe(200);
    const other = await call('PUT', '/api/settings', token, workspaceId, {
      image_style_default: styleWith(['#ABCDEF']),
    });
    expectRefusal(other, 403, { error: planFeatureMessage('brand_colors'), code: 'plan_feature' });
    const now = (await call('GET', '/api/settings', token, workspaceId)).json();
    expect(JSON.parse(now.image_style_default).brandColors).toEqual(own.map((color) => color.toUpperCase()));
  });
});
