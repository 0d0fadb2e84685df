// The admin console's workspaces through the real app (ADR 0032): the list and one workspace with
// its members, and suspending one: its members are refused what acts in it (403
// workspace_suspended) but keep their profile and their other workspaces, and it is recorded.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBoard, createPin } from '../../../../tests/factories/boards';
import { bearer, createAdmin, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { adminAuditLog, pinterestConnections, workspaces } from '../../db/schema';
import { WORKSPACE_HEADER } from '../../http/auth-guard';
import { expectRefusal } from '../../http/test-support';
import { createPersonalWorkspace } from '../workspaces';
import { addMember } from '../workspaces/test-support';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeEach(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, t.db);
});
afterEach(async () => {
  await t.app.close();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const get = (url: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url, headers: bearer(token) });
const post = (url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const suspend = (id: string, reason = 'Posting spam') =>
  post(`/api/admin/workspaces/${id}/suspend`, { reason });
const unsuspend = (id: string) => post(`/api/admin/workspaces/${id}/unsuspend`);
const inWorkspace = (url: string, token: string, workspaceId: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), [WORKSPACE_HEADER]: workspaceId } });

/** An agency's workspace paid for by its owner, with an editor from elsewhere; content in it. */
async function agency() {
  const owner = await createUser(t.db, { email: 'owner@agency.example', subscriptionPlan: 'pro' });
  const editor = await createUser(t.db, { email: 'editor@example.com' });
  const [workspace] = await t.db
    .update(workspaces)
    .set({ name: 'Bakery Co' })
    .where(eq(workspaces.id, owner.workspaceId))
    .returning();
  if (!workspace) throw new Error('no workspace');
  await addMember(t.db, {
    workspaceId: workspace.id,
    userId: editor.user.id,
    role: 'editor',
    now: new Date(),
  });
  const board = await createBoard(t.db, workspace.id);
  await createPin(t.db, board, { status: 'generated' });
  await createPin(t.db, board, { status: 'generated' });
  return { owner, editor, workspace };
}

describe('who may call the workspace routes', () => {
  it('refuses a user token and no token, and writes nothing', async () => {
    const { owner, workspace } = await agency();
    const calls = [
      (headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: '/api/admin/workspaces', headers }),
      (headers: Record<string, string>) =>
        t.app.inject({ method: 'GET', url: `/api/admin/workspaces/${workspace.id}`, headers }),
      (headers: Record<string, string>) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/workspaces/${workspace.id}/suspend`,
          headers,
          payload: { reason: 'x' },
        }),
      (headers: Record<string, string>) =>
        t.app.inject({ method: 'POST', url: `/api/admin/workspaces/${workspace.id}/unsuspend`, headers }),
    ];
    for (const call of calls) {
      for (const headers of [{}, bearer(owner.token)]) {
        const response = await call(headers);
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('unauthorized');
      }
    }
    const [row] = await t.db.select().from(workspaces).where(eq(workspaces.id, workspace.id));
    expect(row?.suspendedAt).toBeNull();
    expect(await t.db.select().from(adminAuditLog)).toEqual([]);
  });
});

describe('GET /api/admin/workspaces', () => {
  it('lists workspaces newest first with their owner, plan and counts, searched by name or member email', async () => {
    const { workspace, editor } = await agency();
    const response = await get('/api/admin/workspaces');
    expect(response.statusCode).toBe(200);
    const { workspaces: rows, pagination } = response.json();
    // The editor's personal workspace came after the agency's; the staff account's is not listed.
    expect(rows.map((row: { id: string }) => row.id)).toEqual([editor.workspaceId, workspace.id]);
    expect(rows[1]).toEqual({
      id: workspace.id,
      name: 'Bakery Co',
      owner_email: 'owner@agency.example',
      plan: 'pro',
      members: 2,
      boards: 1,
      pins: 2,
      created_at: workspace.createdAt.toISOString(),
      suspended_at: null,
    });
    expect(pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });

    const byName = (await get('/api/admin/workspaces?search=bakery')).json();
    expect(byName.workspaces.map((row: { id: string }) => row.id)).toEqual([workspace.id]);
    // A member's email finds every workspace they are in.
    const byMember = (await get('/api/admin/workspaces?search=EDITOR@')).json();
    expect(byMember.pagination.total).toBe(2);
    const none = (await get('/api/admin/workspaces?search=50%25')).json();
    expect(none.workspaces).toEqual([]);
    const paged = (await get('/api/admin/workspaces?limit=1&page=2')).json();
    expect(paged.workspaces.map((row: { id: string }) => row.id)).toEqual([workspace.id]);
    expect(paged.pagination).toEqual({ page: 2, limit: 1, total: 2, totalPages: 2 });
  });

  it('refuses a bad page with a 400', async () => {
    expectRefusal(await get('/api/admin/workspaces?page=0'), 400, {
      code: 'validation_error',
      error: 'page must be a whole number from 1',
    });
  });
});

describe('GET /api/admin/workspaces/{id}', () => {
  it('shows the workspace and its members with their roles, owners first', async () => {
    const { workspace, owner, editor } = await agency();
    const response = await get(`/api/admin/workspaces/${workspace.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail.workspace).toMatchObject({ id: workspace.id, members: 2, suspended_reason: null });
    expect(detail.members).toEqual([
      {
        user_id: owner.user.id,
        first_name: owner.user.firstName,
        last_name: owner.user.lastName,
        email: 'owner@agency.example',
        role: 'owner',
        joined_at: expect.any(String),
      },
      expect.objectContaining({ user_id: editor.user.id, role: 'editor', email: 'editor@example.com' }),
    ]);
    expect(detail.pinterest_accounts).toEqual([]);
    // Its accounts, the default first, and nothing of their tokens.
    for (const [username, status, createdAt] of [
      ['bakery_co', 'connected', new Date('2026-03-06T10:00:00Z')],
      ['bakery_shop', 'needs_reconnect', new Date('2026-04-01T10:00:00Z')],
    ] as const) {
      await t.db.insert(pinterestConnections).values({
        workspaceId: workspace.id,
        username,
        profile: '{}',
        accessTokenEncrypted: 'sealed-access',
        refreshTokenEncrypted: 'sealed-refresh',
        accessTokenExpiresAt: createdAt,
        status,
        createdAt,
      });
    }
    const withAccounts = await get(`/api/admin/workspaces/${workspace.id}`);
    expect(withAccounts.json().pinterest_accounts).toEqual([
      { username: 'bakery_co', status: 'connected', connected_at: expect.any(String) },
      { username: 'bakery_shop', status: 'needs_reconnect', connected_at: expect.any(String) },
    ]);
    expect(withAccounts.body).not.toContain('sealed-');
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers 404 for %s', async (id) => {
    for (const response of [
      await get(`/api/admin/workspaces/${id}`),
      await suspend(id),
      await unsuspend(id),
    ]) {
      expectRefusal(response, 404, { code: 'not_found', error: 'Workspace not found' });
    }
  });
});

describe('GET /api/admin/users/{id} lists the person’s workspaces', () => {
  it('with their role in each', async () => {
    const { workspace, editor } = await agency();
    const detail = (await get(`/api/admin/users/${editor.user.id}`)).json();
    expect(detail.workspaces).toEqual([
      expect.objectContaining({ id: editor.workspaceId, role: 'owner', suspended_at: null }),
      expect.objectContaining({ id: workspace.id, name: 'Bakery Co', role: 'editor' }),
    ]);
  });
});

describe('suspending a workspace', () => {
  it('refuses its members what acts in it, keeps their profile and other workspaces, and is recorded', async () => {
    const { workspace, owner, editor } = await agency();
    const second = await createPersonalWorkspace(t.db, {
      id: owner.user.id,
      firstName: 'Side',
      timeZone: 'UTC',
      createdAt: new Date(),
    });
    const response = await suspend(workspace.id, '  Chargebacks  ');
    expect(response.statusCode).toBe(200);
    expect(response.json().workspace).toMatchObject({ id: workspace.id, suspended_at: expect.any(String) });
    expect((await get(`/api/admin/workspaces/${workspace.id}`)).json().workspace.suspended_reason).toBe(
      'Chargebacks',
    );

    const refusal = {
      code: 'workspace_suspended',
      error: 'Bakery Co has been suspended. Contact support@pinloom.app if you think this is a mistake.',
    };
    for (const member of [owner, editor]) {
      expectRefusal(await inWorkspace('/api/boards', member.token, workspace.id), 403, refusal);
      expect((await get('/api/user/profile', member.token)).statusCode).toBe(200);
      // Their list says which of their workspaces is suspended, so the switcher can.
      const listed = (await get('/api/workspaces', member.token)).json().workspaces;
      const flags = Object.fromEntries(
        listed.map((w: { id: string; suspended: boolean }) => [w.id, w.suspended]),
      );
      expect(flags[workspace.id]).toBe(true);
      expect(Object.values(flags).filter(Boolean)).toHaveLength(1);
    }
    // Nor may it send invitation mail, though the team routes are the person's own ('self').
    const invite = await post(
      `/api/workspaces/${workspace.id}/invitations`,
      { email: 'new@example.com', role: 'viewer' },
      owner.token,
    );
    expectRefusal(invite, 403, refusal);
    // Their other workspaces go on: the owner's second, the editor's own.
    expect((await inWorkspace('/api/boards', owner.token, second.id)).statusCode).toBe(200);
    expect((await inWorkspace('/api/boards', editor.token, editor.workspaceId)).statusCode).toBe(200);
    // A stranger still learns nothing of it.
    const stranger = await createUser(t.db);
    expect((await inWorkspace('/api/boards', stranger.token, workspace.id)).statusCode).toBe(404);

    expectRefusal(await suspend(workspace.id, 'Again'), 409, {
      code: 'conflict',
      error: 'This workspace is already suspended.',
    });

    const lifted = await unsuspend(workspace.id);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json().workspace.suspended_at).toBeNull();
    expect((await inWorkspace('/api/boards', editor.token, workspace.id)).statusCode).toBe(200);
    expectRefusal(await unsuspend(workspace.id), 409, {
      code: 'conflict',
      error: 'This workspace is not suspended.',
    });

    const log = (await get('/api/admin/audit-log')).json();
    expect(log.map((entry: { action: string }) => entry.action)).toEqual([
      'workspace.unsuspend',
      'workspace.suspend',
    ]);
    expect(log[1]).toMatchObject({
      admin_email: admin.user.email,
      target: `Bakery Co (${workspace.id})`,
      old_value: null,
      new_value: 'Chargebacks',
    });
    expect(log[0]).toMatchObject({ old_value: 'Chargebacks', new_value: null });
  });

  it('refuses a blank reason, writing nothing', async () => {
    const { workspace } = await agency();
    expectRefusal(await suspend(workspace.id, '  '), 400, {
      code: 'validation_error',
      error: 'Give a reason for the suspension',
    });
    expect(await t.db.select().from(adminAuditLog)).toEqual([]);
  });
});
