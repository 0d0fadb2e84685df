// The OAuth code flow and continuous refresh against the Pinterest emulator.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PinterestEmulator, startPinterestEmulator } from '../../../../emulators/pinterest/server';
import { createPinterestClient } from './client';
import { exchangeCode, refreshTokens, revokeToken } from './oauth';
import { clientFor, configFor, consentAndGetCode, failure, memoryStore } from './test-support';
import type { PinterestConnectionConfig } from './types';

let emulator: PinterestEmulator;
let config: PinterestConnectionConfig;
beforeAll(async () => {
  emulator = await startPinterestEmulator({ port: 0 });
  config = configFor(emulator);
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

describe('code flow', () => {
  it('goes from consent page to tokens to the user account', async () => {
    const { code, state, returnedState } = await consentAndGetCode(config);
    expect(returnedState).toBe(state);
    const before = Date.now();
    const tokens = await exchangeCode(config, code);
    expect(tokens.accessToken).toMatch(/^pina_/);
    expect(tokens.refreshToken).toMatch(/^pinr_/);
    expect(tokens.scope).toBe('user_accounts:read,boards:read,boards:write,pins:read,pins:write');
    expect(tokens.accessTokenExpiresAt.getTime()).toBeGreaterThan(before + 29 * 24 * 3600 * 1000);
    expect(tokens.refreshTokenExpiresAt?.getTime()).toBeGreaterThan(before + 59 * 24 * 3600 * 1000);

    const client = createPinterestClient({ config, ...memoryStore(tokens) });
    expect(await client.userAccount()).toMatchObject({ username: 'pinloom_demo' });
    const exchange = emulator.requests().find((r) => r.path === '/v5/oauth/token');
    expect(exchange?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(exchange?.headers.authorization).toMatch(/^Basic /);
  });

  it('cannot use a code twice', async () => {
    const { code } = await consentAndGetCode(config);
    await exchangeCode(config, code);
    const error = await failure(exchangeCode(config, code));
    expect(error).toMatchObject({ kind: 'invalid_grant', status: 400 });
    expect(error.message).not.toContain(code);
  });

  it('refuses wrong app credentials without echoing the secret', async () => {
    const { code } = await consentAndGetCode(config);
    const error = await failure(exchangeCode({ ...config, appSecret: 'wrong-secret' }, code));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).not.toContain('wrong-secret');
  });
});

describe('continuous refresh', () => {
  it('returns the rotated refresh token; the old one stops working', async () => {
    const { store } = await clientFor(config);
    const first = store.current();
    const second = await refreshTokens(config, first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    const sent = emulator
      .requests()
      .filter((r) => r.path === '/v5/oauth/token')
      .at(-1);
    expect(sent?.body).toMatchObject({ grant_type: 'refresh_token', continuous_refresh: 'true' });
    expect((await failure(refreshTokens(config, first.refreshToken))).kind).toBe('invalid_grant');
    expect((await refreshTokens(config, second.refreshToken)).refreshToken).toMatch(/^pinr_/);
  });

  it('refreshes before expiry and saves the new tokens before using them', async () => {
    const { store } = await clientFor(config);
    const old = store.current();
    // Four minutes left: inside the five-minute margin.
    const soon = { ...old, accessTokenExpiresAt: new Date(Date.now() + 4 * 60_000) };
    const saving = memoryStore(soon);
    const client = createPinterestClient({ config, ...saving });
    emulator.clearRequests();
    await client.userAccount();
    expect(saving.saved).toHaveLength(1);
    expect(saving.saved[0]?.refreshToken).not.toBe(old.refreshToken);
    expect(emulator.requests().map((r) => r.path)).toEqual(['/v5/oauth/token', '/v5/user_account']);
    expect((await failure(refreshTokens(config, old.refreshToken))).kind).toBe('invalid_grant');
  });

  it('refreshes once and retries when Pinterest says the access token expired', async () => {
    const { client, store } = await clientFor(config);
    emulator.expireAccessTokens();
    emulator.clearRequests();
    expect(await client.listAllBoards()).toHaveLength(3);
    expect(store.saved).toHaveLength(1);
    expect(emulator.requests().map((r) => `${r.path} ${r.status}`)).toEqual([
      '/v5/boards 401',
      '/v5/oauth/token 200',
      '/v5/boards 200',
    ]);
  });

  it('reports a revoked connection as needing reconnection', async () => {
    const { client, store } = await clientFor(config);
    emulator.revokeAllTokens();
    const error = await failure(client.userAccount());
    expect(error.kind).toBe('invalid_grant');
    expect(store.saved).toHaveLength(0);
  });

  it("reports the emulator's revoked fault the same way", async () => {
    const { client } = await clientFor(config);
    emulator.setFault({ mode: 'revoked' });
    expect((await failure(client.getPin('1'))).kind).toBe('invalid_grant');
  });
});

describe('revokeToken', () => {
  it('ends the connection', async () => {
    const { client, store } = await clientFor(config);
    await revokeToken(config, store.current().refreshToken, { tokenTypeHint: 'refresh_token' });
    expect((await failure(client.userAccount())).kind).toBe('invalid_grant');
  });
});
