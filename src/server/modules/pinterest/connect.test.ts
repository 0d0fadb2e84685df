// The OAuth round trip through our routes against the emulator: connect → consent page → callback,
// and every way the callback must refuse (docs/product.md §8 codes) without connecting anyone.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PinterestEmulator } from '../../../../emulators/pinterest/server';
import { bearer, createUser } from '../../../../tests/factories/users';
import { withEmulatorApp } from '../../../../tests/setup/emulator-app';
import { TEST_REDIRECT_URI } from '../../../../tests/setup/pinterest';
import { TEST_APP_SECRET, type TestApp } from '../../../../tests/setup/test-app';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import { PINTEREST_SCOPES } from '../../../shared/pinterest-access';
import { pinterestOauthStates } from '../../db/schema';
import { WORKSPACE_HEADER } from '../../http/auth-guard';
import { expectRefusal } from '../../http/test-support';
import { pressConsent } from '../../integrations/pinterest/test-support';
import { hashToken } from '../auth';
import { addMember } from '../workspaces/test-support';
import { openTokens, pinterestTokensBox } from './connection-tokens';
import { callBack, connectThroughRoutes, startConnect, storedConnection } from './test-support';

let emulator: PinterestEmulator;
let t: TestApp;

withEmulatorApp((context) => {
  ({ emulator, t } = context);
});

const status = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/pinterest/status', headers: bearer(token) })).json();

describe('connecting a Pinterest account', () => {
  it('goes connect → consent → callback → connected, with the tokens sealed at rest', async () => {
    const { token, user, workspaceId } = await createUser(t.db);
    expect(await status(token)).toEqual({
      success: true,
      connected: false,
      userInfo: null,
      needs_reconnect: false,
      missing_scopes: [],
      demo: true,
      demo_url: `${emulator.url}/demo`,
      accounts: [],
      account_limit: 1,
    });
    // The card may show the profile picture the emulator serves.
    const page = await t.app.inject({ method: 'GET', url: '/api/pinterest/status', headers: bearer(token) });
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${emulator.url}`);
    const authUrl = new URL(await startConnect(t.app, token));
    expect(authUrl.origin + authUrl.pathname).toBe(emulator.oauthAuthorizeUrl);
    expect(authUrl.searchParams.get('redirect_uri')).toBe(TEST_REDIRECT_URI);
    expect(authUrl.searchParams.get('scope')).toBe(PINTEREST_SCOPES.join(','));
    const state = authUrl.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is kept.
    const [pending] = await t.db.select().from(pinterestOauthStates);
    expect(pending).toMatchObject({
      stateHash: hashToken(state),
      userId: user.id,
      workspaceId,
      returnTo: '/settings',
    });

    const back = await pressConsent(authUrl.href, 'allow');
    expect(back.origin + back.pathname).toBe(TEST_REDIRECT_URI);
    const callback = await callBack(t.app, back);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/settings?connected=true');

    expect(await status(token)).toMatchObject({
      connected: true,
      needs_reconnect: false,
      userInfo: {
        username: 'pinloom_demo',
        first_name: 'Pinloom',
        last_name: 'Demo',
        profile_image: `${emulator.url}/media/profile.png`,
      },
      accounts: [expect.objectContaining({ is_default: true, connected: true })],
    });
    const row = await storedConnection(t.db, workspaceId);
    expect(row?.accessTokenEncrypted).toMatch(/^v1:/);
    const tokens = openTokens(pinterestTokensBox(TEST_APP_SECRET), row as NonNullable<typeof row>);
    expect(row?.accessTokenEncrypted).not.toContain(tokens.accessToken);
    expect(tokens.scope).toContain('pins:write');
    expect(await t.db.select().from(pinterestOauthStates)).toEqual([]);
  });

  it('returns to the page the connect started from', async () => {
    const { token } = await createUser(t.db);
    const back = await pressConsent(await startConnect(t.app, token, '?return_to=/boards'), 'allow');
    expect((await callBack(t.app, back)).headers.location).toBe('/boards?connected=true');
  });

  it.each(['/connect-pinterest', '/settings/pinterest'])(
    'returns to %s, the setup wizard page and the Pinterest section of Settings',
    async (page) => {
      const { token } = await createUser(t.db);
      const denied = await pressConsent(await startConnect(t.app, token, `?return_to=${page}`), 'deny');
      expect((await callBack(t.app, denied)).headers.location).toBe(`${page}?error=access_denied`);
    },
  );

  it('always asks for every scope publishing needs, whatever the client names, and refuses unknown ones', async () => {
    const { token } = await createUser(t.db);
    // docs/product.md §7's four: without boards:write, Pinterest's POST /pins would refuse every pin.
    const specFour = '?scopes=user_accounts:read,pins:read,boards:read,pins:write';
    for (const query of [specFour, '?scopes=boards:read%20pins:read,boards:read', '']) {
      const authUrl = new URL(await startConnect(t.app, token, query));
      expect(authUrl.searchParams.get('scope')?.split(',').sort()).toEqual([...PINTEREST_SCOPES].sort());
    }
    for (const query of ['?scopes=ads:write', '?return_to=https://evil.example', '?nope=1']) {
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/pinterest/connect${query}`,
        headers: bearer(token),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('validation_error');
    }
  });

  it('keeps a grant without boards:write from publishing: reconnect to grant it', async () => {
    const { token, workspaceId } = await createUser(t.db);
    const narrow = 'user_accounts:read,boards:read,pins:read,pins:write';
    const back = await pressConsent(await startConnect(t.app, token), 'allow', narrow);
    const callback = await callBack(t.app, back);
    expect(callback.headers.location).toBe('/settings?error=missing_scopes');
    expect(await status(token)).toMatchObject({
      connected: false,
      needs_reconnect: true,
      missing_scopes: ['boards:write'],
      userInfo: { username: 'pinloom_demo' },
    });
    expect((await storedConnection(t.db, workspaceId))?.scope).toBe(narrow);
    // Nothing is tried against Pinterest: the refusal names what to grant.
    emulator.clearRequests();
    const boards = await t.app.inject({
      method: 'GET',
      url: '/api/pinterest/boards',
      headers: bearer(token),
    });
    expect(boards.statusCode).toBe(409);
    expect(boards.json().error).toMatch(/Reconnect to grant: .*\(boards:write\)/);
    expect(emulator.requests()).toEqual([]);
    const timeline = await t.app.inject({ method: 'GET', url: '/api/timeline', headers: bearer(token) });
    expect(timeline.json().publishing).toMatchObject({
      connection: 'needs_reconnect',
      missing_scopes: ['boards:write'],
    });
    // Connecting again with every scope clears it.
    await connectThroughRoutes(t.app, token);
    expect(await status(token)).toMatchObject({
      connected: true,
      needs_reconnect: false,
      missing_scopes: [],
    });
  });

  it('brings the browser back to the address it started from, when that is this server', async () => {
    const { token } = await createUser(t.db);
    // Opened at 127.0.0.1; Pinterest comes back to the registered localhost callback.
    const back = await pressConsent(
      await startConnect(t.app, token, '?return_to=/boards', '127.0.0.1:3000'),
      'allow',
    );
    expect(back.host).toBe('localhost:3000');
    expect((await callBack(t.app, back)).headers.location).toBe(
      'http://127.0.0.1:3000/boards?connected=true',
    );
    // A Host that is not this server's is never a way out: back to the registered address.
    const { token: other } = await createUser(t.db);
    const elsewhere = await pressConsent(await startConnect(t.app, other, '', 'evil.example'), 'allow');
    expect((await callBack(t.app, elsewhere)).headers.location).toBe('/settings?connected=true');
  });

  it('sends a denied consent back with access_denied and connects nobody', async () => {
    const { token, workspaceId } = await createUser(t.db);
    const back = await pressConsent(await startConnect(t.app, token, '?return_to=/boards'), 'deny');
    expect((await callBack(t.app, back)).headers.location).toBe('/boards?error=access_denied');
    expect(await storedConnection(t.db, workspaceId)).toBeNull();
    // The attempt is spent.
    expect(await t.db.select().from(pinterestOauthStates)).toEqual([]);
  });
});

describe('the callback refuses', () => {
  async function consented() {
    const { token, user, workspaceId } = await createUser(t.db);
    const back = await pressConsent(await startConnect(t.app, token), 'allow');
    return { token, user, workspaceId, back };
  }

  it('a state used once already', async () => {
    const { workspaceId, back } = await consented();
    expect((await callBack(t.app, back)).headers.location).toBe('/settings?connected=true');
    expect((await callBack(t.app, back)).headers.location).toBe('/settings?error=invalid_request');
    expect(await storedConnection(t.db, workspaceId)).not.toBeNull();
  });

  it('a forged state, without exchanging the code', async () => {
    const { workspaceId, back } = await consented();
    back.searchParams.set('state', 'forged-state-forged-state-forged-state-xyz');
    emulator.clearRequests();
    expect((await callBack(t.app, back)).headers.location).toBe('/settings?error=invalid_request');
    expect(emulator.requests().filter((r) => r.path === '/v5/oauth/token')).toEqual([]);
    expect(await storedConnection(t.db, workspaceId)).toBeNull();
  });

  it('an expired state', async () => {
    const { workspaceId, back } = await consented();
    await t.db.update(pinterestOauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await callBack(t.app, back)).headers.location).toBe('/settings?error=invalid_request');
    expect(await storedConnection(t.db, workspaceId)).toBeNull();
  });

  it('another user’s state when the callback carries a session', async () => {
    const { workspaceId, back } = await consented();
    const other = await createUser(t.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/pinterest/callback${back.search}`,
      headers: bearer(other.token),
    });
    expect(response.headers.location).toBe('/settings?error=invalid_request');
    expect(await storedConnection(t.db, workspaceId)).toBeNull();
    expect(await storedConnection(t.db, other.workspaceId)).toBeNull();
  });

  it('missing parameters, and never redirects off the site', async () => {
    for (const query of ['', '?code=abc', '?state=abc', '?code=&state=']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/pinterest/callback${query}` });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/settings?error=missing_parameters');
    }
    const odd = await t.app.inject({
      method: 'GET',
      url: `/api/pinterest/callback?code=${'x'.repeat(3000)}&state=s&return_to=//evil.example`,
    });
    expect(odd.headers.location).toBe('/settings?error=invalid_request');
  });

  it('a failed code exchange, as callback_failed, and the state is spent anyway', async () => {
    const { user, workspaceId, back } = await consented();
    emulator.setFault({ mode: '500', paths: ['/v5/oauth/token'] });
    expect((await callBack(t.app, back)).headers.location).toBe('/settings?error=callback_failed');
    emulator.setFault(null);
    expect(await storedConnection(t.db, workspaceId)).toBeNull();
    expect(
      await t.db.select().from(pinterestOauthStates).where(eq(pinterestOauthStates.userId, user.id)),
    ).toEqual([]);
  });

  it('a failed account lookup, as callback_failed', async () => {
    const { workspaceId, back } = await consented();
    emulator.setFault({ mode: '500', paths: ['/v5/user_account'] });
    expect((await callBack(t.app, back)).headers.location).toBe('/settings?error=callback_failed');
    expect(await storedConnection(t.db, workspaceId)).toBeNull();
  });
});

describe('roles in a workspace', () => {
  /** The owner's workspace with one more member of `role`, who works in it (X-Workspace-Id). */
  async function withMember(role: WorkspaceRole) {
    const owner = await createUser(t.db, { firstName: 'Olga' });
    const member = await createUser(t.db);
    await addMember(t.db, { workspaceId: owner.workspaceId, userId: member.user.id, role, now: new Date() });
    const inWorkspace = { ...bearer(member.token), [WORKSPACE_HEADER]: owner.workspaceId };
    return { owner, member, inWorkspace };
  }

  it('stores the connection an admin makes in the workspace it was started in, not in theirs', async () => {
    const { owner, member } = await withMember('admin');
    await connectThroughRoutes(t.app, member.token, owner.workspaceId);
    expect(await storedConnection(t.db, owner.workspaceId)).not.toBeNull();
    expect(await storedConnection(t.db, member.workspaceId)).toBeNull();
    expect(await status(owner.token)).toMatchObject({ connected: true });
  });

  it('refuses an editor connecting or disconnecting, naming the admin role', async () => {
    const { owner, inWorkspace } = await withMember('editor');
    await connectThroughRoutes(t.app, owner.token);
    for (const [method, url] of [
      ['GET', '/api/pinterest/connect'],
      ['DELETE', '/api/pinterest/disconnect'],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: inWorkspace });
      expectRefusal(refused, 403, {
        code: 'role_required',
        error:
          "This needs the admin role or higher in Olga's workspace; you are an editor. Ask an owner or admin.",
      });
    }
    expect(await t.db.select().from(pinterestOauthStates)).toEqual([]);
    expect(await storedConnection(t.db, owner.workspaceId)).not.toBeNull();
  });

  it('shows a viewer the workspace’s connection, and someone outside it nothing', async () => {
    const { owner, inWorkspace } = await withMember('viewer');
    await connectThroughRoutes(t.app, owner.token);
    const seen = await t.app.inject({ method: 'GET', url: '/api/pinterest/status', headers: inWorkspace });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ connected: true, userInfo: { username: 'pinloom_demo' } });
    const stranger = await createUser(t.db);
    const hidden = await t.app.inject({
      method: 'GET',
      url: '/api/pinterest/status',
      headers: { ...bearer(stranger.token), [WORKSPACE_HEADER]: owner.workspaceId },
    });
    expectRefusal(hidden, 404, { code: 'not_found', error: 'Workspace not found' });
  });
});
