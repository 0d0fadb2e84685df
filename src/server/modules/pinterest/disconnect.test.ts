// Disconnecting, and what never leaves the server: tokens in responses, routes without a session.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { bearer } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import type { TestApp } from '../../../../tests/setup/test-app';
import { boards } from '../../db/schema';
import { sendAs } from '../../http/test-support';
import { connectThroughRoutes, sealedTokensOf, signUpAndConnect, storedConnection } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

const connectedUser = () => signUpAndConnect(t, { subscriptionPlan: 'enterprise' });

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('DELETE /api/pinterest/disconnect', () => {
  it('revokes the grant at Pinterest and forgets the tokens', async () => {
    const { token, workspaceId } = await connectedUser();
    const tokens = sealedTokensOf(await storedConnection(t.db, workspaceId));
    const response = await sendAs(t.app, token, 'DELETE', '/api/pinterest/disconnect');
    expect(response.json()).toEqual({ success: true });
    expect(await storedConnection(t.db, workspaceId)).toBeNull();
    const refused = await fetch(`${emulator.apiBaseUrl}/user_account`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(refused.status).toBe(401);
    expect((await get('/api/pinterest/status', token)).json()).toMatchObject({
      connected: false,
      userInfo: null,
    });
  });

  it('disconnects even when Pinterest fails the revoke, and when nothing is connected', async () => {
    const { token, workspaceId } = await connectedUser();
    emulator.setFault({ mode: '500', paths: ['/v5/oauth/token/revoke'] });
    for (let i = 0; i < 2; i++) {
      const response = await sendAs(t.app, token, 'DELETE', '/api/pinterest/disconnect');
      expect(response.json()).toEqual({ success: true });
    }
    expect(await storedConnection(t.db, workspaceId)).toBeNull();
  });
});

describe('boards across a disconnect', () => {
  it('keep their link, so reconnecting the same account re-links instead of copying', async () => {
    const { token, workspaceId } = await connectedUser();
    const sync = () =>
      t.app.inject({ method: 'POST', url: '/api/pinterest/sync-boards', headers: bearer(token) });
    expect((await sync()).json()).toMatchObject({ created: 3 });
    await t.app.inject({ method: 'DELETE', url: '/api/pinterest/disconnect', headers: bearer(token) });
    const kept = await t.db.select().from(boards).where(eq(boards.workspaceId, workspaceId));
    expect(kept.map((b) => b.pinterestBoardId)).toEqual(
      emulator.boards().map((b) => (b as { id: string }).id),
    );
    await connectThroughRoutes(t.app, token);
    expect((await sync()).json()).toMatchObject({ created: 0, updated: 0 });
    expect(await t.db.select().from(boards).where(eq(boards.workspaceId, workspaceId))).toHaveLength(3);
  });
});

describe('secrets and sessions', () => {
  it('never puts a token, code or state in a response', async () => {
    const { token, workspaceId } = await connectedUser();
    const tokens = sealedTokensOf(await storedConnection(t.db, workspaceId));
    const bodies = [
      await get('/api/pinterest/status', token),
      await get('/api/pinterest/boards', token),
      await t.app.inject({ method: 'POST', url: '/api/pinterest/sync-boards', headers: bearer(token) }),
      await t.app.inject({ method: 'DELETE', url: '/api/pinterest/disconnect', headers: bearer(token) }),
    ].map((response) => response.body);
    for (const body of bodies) {
      expect(body).not.toContain(tokens.accessToken);
      expect(body).not.toContain(tokens.refreshToken);
      expect(body).not.toMatch(/pin[ar][._-]|v1:|encrypted|token/i);
    }
  });

  it.each([
    ['GET', '/api/pinterest/status'],
    ['GET', '/api/pinterest/connect'],
    ['DELETE', '/api/pinterest/disconnect'],
    ['GET', '/api/pinterest/boards'],
    ['POST', '/api/pinterest/sync-boards'],
  ] as const)('%s %s needs a session', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    const wrong = await t.app.inject({ method, url, headers: bearer('not-a-session') });
    expect(wrong.statusCode).toBe(401);
  });
});
