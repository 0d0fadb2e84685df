// A connected account in use: boards over every page, continuous refresh with the rotated refresh
// token stored (sealed) at once, and a dead refresh token.
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { bearer, createUser } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { pinterestConnections } from '../../db/schema';
import { expectRefusal } from '../../http/test-support';
import { RECONNECT_MESSAGE } from './connection-errors';
import { connectThroughRoutes, sealedTokensOf, signUpAndConnect, storedConnection } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

// 250 boards: three pages at the client's page size of 100.
withEmulatorApp(
  (context) => {
    ({ emulator, t } = context);
  },
  { boards: 250 },
);

const refreshGrants = () =>
  emulator
    .requests()
    .filter((r) => r.path === '/v5/oauth/token' && JSON.stringify(r.body).includes('refresh_token'));

const connectedUser = () => signUpAndConnect(t, { subscriptionPlan: 'enterprise' });

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('GET /api/pinterest/boards', () => {
  it('lists every board of the account, over every page', async () => {
    const { token } = await connectedUser();
    emulator.clearRequests();
    const response = await get('/api/pinterest/boards', token);
    expect(response.statusCode).toBe(200);
    const { boards } = response.json();
    expect(boards).toHaveLength(250);
    expect(new Set(boards.map((b: { id: string }) => b.id)).size).toBe(250);
    expect(boards[0]).toEqual({
      id: expect.any(String),
      name: 'Cozy Autumn Recipes',
      description: 'Soups, bakes and warm drinks for cold evenings.',
      privacy: 'PUBLIC',
      linked_board_id: null,
    });
    expect(emulator.requests().filter((r) => r.path === '/v5/boards')).toHaveLength(3);
  });

  it('refuses with 409 until an account is connected', async () => {
    const { token } = await createUser(t.db);
    for (const [method, url] of [
      ['GET', '/api/pinterest/boards'],
      ['POST', '/api/pinterest/sync-boards'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: bearer(token) });
      expectRefusal(response, 409, { error: 'Connect your Pinterest account first.', code: 'conflict' });
    }
  });
});

describe('continuous refresh', () => {
  it('after Pinterest refuses an expired access token, stores the rotated pair sealed and carries on', async () => {
    const { token, workspaceId } = await connectedUser();
    const before = sealedTokensOf(await storedConnection(t.db, workspaceId));
    emulator.expireAccessTokens();
    const response = await get('/api/pinterest/boards', token);
    expect(response.statusCode).toBe(200);
    const row = await storedConnection(t.db, workspaceId);
    const after = sealedTokensOf(row);
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(row?.refreshTokenEncrypted).toMatch(/^v1:/);
    expect(row?.refreshTokenEncrypted).not.toContain(after.refreshToken);
    expect(refreshGrants()).toHaveLength(1);
  });

  it('refreshes ahead of the stored expiry without waiting for a refusal', async () => {
    const { token, workspaceId } = await connectedUser();
    const before = sealedTokensOf(await storedConnection(t.db, workspaceId));
    await t.db.update(pinterestConnections).set({ accessTokenExpiresAt: new Date(Date.now() + 60_000) });
    emulator.clearRequests();
    expect((await get('/api/pinterest/boards', token)).statusCode).toBe(200);
    const after = sealedTokensOf(await storedConnection(t.db, workspaceId));
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(after.accessTokenExpiresAt.getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
    // The refresh came first: no call was made with the old token.
    expect(emulator.requests().every((r) => r.status !== 401)).toBe(true);
  });

  it('spends a refresh token once when requests refresh at the same moment', async () => {
    const { token, workspaceId } = await connectedUser();
    emulator.expireAccessTokens();
    emulator.clearRequests();
    const answers = await Promise.all([1, 2, 3].map(() => get('/api/pinterest/boards', token)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(refreshGrants()).toHaveLength(1);
    expect((await storedConnection(t.db, workspaceId))?.status).toBe('connected');
  });

  it('marks the connection needs_reconnect when Pinterest refuses the refresh token', async () => {
    const { token, workspaceId } = await connectedUser();
    emulator.revokeAllTokens();
    emulator.expireAccessTokens();
    const response = await get('/api/pinterest/boards', token);
    expectRefusal(response, 409, { error: RECONNECT_MESSAGE, code: 'conflict' });
    expect((await storedConnection(t.db, workspaceId))?.status).toBe('needs_reconnect');
    const status = (await get('/api/pinterest/status', token)).json();
    expect(status).toMatchObject({
      connected: false,
      needs_reconnect: true,
      userInfo: { username: 'pinloom_demo' },
    });
    // Nothing more is tried until the user reconnects.
    emulator.clearRequests();
    expect((await get('/api/pinterest/boards', token)).json().error).toBe(RECONNECT_MESSAGE);
    expect(emulator.requests()).toEqual([]);
    // Connecting again brings it back.
    await connectThroughRoutes(t.app, token);
    expect((await get('/api/pinterest/status', token)).json()).toMatchObject({
      connected: true,
      needs_reconnect: false,
    });
    expect((await get('/api/pinterest/boards', token)).statusCode).toBe(200);
  });

  it('says Pinterest is unavailable on a 5xx, without touching the connection', async () => {
    const { token, workspaceId } = await connectedUser();
    emulator.setFault({ mode: '500', paths: ['/v5/boards'] });
    const response = await get('/api/pinterest/boards', token);
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('service_unavailable');
    expect((await storedConnection(t.db, workspaceId))?.status).toBe('connected');
  });
});
