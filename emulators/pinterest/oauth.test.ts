import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PinterestEmulator, startPinterestEmulator } from './server';
import { basicOf, call, connect, decide, REDIRECT_URI } from './test-support';

let emulator: PinterestEmulator;
beforeAll(async () => {
  emulator = await startPinterestEmulator({ port: 0, clientId: '1234567', clientSecret: 'test-secret' });
});
afterAll(() => emulator.close());
beforeEach(() => emulator.reset());

const tokenCall = (form: Record<string, string>, secret = 'test-secret') =>
  call(emulator, 'POST', '/v5/oauth/token', { basic: { id: '1234567', secret }, form });

describe('Pinterest emulator OAuth', () => {
  it('runs the whole code flow: consent page, Allow, code, token with Basic auth, user_account', async () => {
    const query = new URLSearchParams({
      client_id: '1234567',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'user_accounts:read,boards:read,pins:write',
      state: 'state-123',
    });
    const page = await fetch(`${emulator.oauthAuthorizeUrl}?${query}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).toContain('Pinterest (simulated)');
    expect(html).toContain('Pinloom');
    expect(html).toContain('boards:read');
    expect(html).toContain('See your public boards, including group boards you join');
    expect(html).toContain('action="/oauth/decision"');
    expect(html).not.toMatch(/<script/i);

    const redirect = await decide(emulator, 'allow');
    expect(redirect.get('state')).toBe('state-123');
    const code = redirect.get('code') ?? '';
    expect(code).not.toBe('');

    const tokens = await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect(tokens.status).toBe(200);
    expect(tokens.body).toMatchObject({
      response_type: 'authorization_code',
      token_type: 'bearer',
      expires_in: 30 * 24 * 3600,
      refresh_token_expires_in: 60 * 24 * 3600,
      scope: 'user_accounts:read,boards:read,boards:write,pins:read,pins:write',
    });
    expect(tokens.body.access_token).toMatch(/^pina_/);
    expect(tokens.body.refresh_token).toMatch(/^pinr_/);

    const account = await call(emulator, 'GET', '/v5/user_account', { token: tokens.body.access_token });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ username: 'pinloom_demo', account_type: 'BUSINESS' });
  });

  it('sends Deny back as error=access_denied with the state', async () => {
    const redirect = await decide(emulator, 'deny');
    expect(redirect.get('error')).toBe('access_denied');
    expect(redirect.get('state')).toBe('state-123');
    expect(redirect.get('code')).toBeNull();
  });

  it('shows a 400 page for a missing or unknown client_id or a missing redirect_uri', async () => {
    for (const query of [
      `redirect_uri=${encodeURIComponent(REDIRECT_URI)}&response_type=code`,
      `client_id=999&redirect_uri=${encodeURIComponent(REDIRECT_URI)}&response_type=code`,
      'client_id=1234567&response_type=code',
    ]) {
      const page = await fetch(`${emulator.oauthAuthorizeUrl}?${query}`);
      expect(page.status).toBe(400);
      expect(await page.text()).toContain('Pinterest (simulated)');
    }
  });

  it('refuses a code used twice or sent with another redirect_uri', async () => {
    const code = (await decide(emulator, 'allow')).get('code') ?? '';
    const other = await tokenCall({
      grant_type: 'authorization_code',
      code,
      redirect_uri: 'http://evil.test/cb',
    });
    expect(other.status).toBe(400);
    const first = await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect(first.status).toBe(200);
    const again = await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 283, message: 'The authorization grant is invalid' });
  });

  it('refuses a wrong client secret and a missing Basic header with 401', async () => {
    const code = (await decide(emulator, 'allow')).get('code') ?? '';
    const wrong = await tokenCall(
      { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI },
      'nope',
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ code: 2, message: 'Authentication failed.' });
    const none = await call(emulator, 'POST', '/v5/oauth/token', {
      form: { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI },
    });
    expect(none.status).toBe(401);
  });

  it('rotates the refresh token on every refresh and refuses the old one', async () => {
    const first = await connect(emulator);
    const refreshed = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.response_type).toBe('refresh_token');
    expect(refreshed.body.refresh_token).not.toBe(first.refresh_token);
    expect(refreshed.body.access_token).not.toBe(first.access_token);
    expect(refreshed.body.refresh_token_expires_in).toBe(60 * 24 * 3600);

    const old = await tokenCall({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(old.status).toBe(400);
    expect(old.body.code).toBe(283);
    const next = await tokenCall({
      grant_type: 'refresh_token',
      refresh_token: refreshed.body.refresh_token,
    });
    expect(next.status).toBe(200);
    const account = await call(emulator, 'GET', '/v5/user_account', { token: next.body.access_token });
    expect(account.status).toBe(200);
  });

  it('answers 401 with Pinterest error body for expired access tokens, and refresh recovers', async () => {
    const tokens = await connect(emulator);
    emulator.expireAccessTokens();
    const expired = await call(emulator, 'GET', '/v5/user_account', { token: tokens.access_token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: 2, message: 'Authentication failed.' });
    const refreshed = await tokenCall({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    const again = await call(emulator, 'GET', '/v5/user_account', { token: refreshed.body.access_token });
    expect(again.status).toBe(200);
  });

  it('honours the token lifetimes it is started with', async () => {
    const shortLived = await startPinterestEmulator({ accessTokenTtlSeconds: 0 });
    try {
      const tokens = shortLived.issueTokens();
      expect(tokens.expires_in).toBe(0);
      const answer = await call(shortLived, 'GET', '/v5/user_account', { token: tokens.access_token });
      expect(answer.status).toBe(401);
    } finally {
      await shortLived.close();
    }
  });

  it('revokes a grant through /oauth/token/revoke, ending its access and refresh tokens', async () => {
    const tokens = await connect(emulator);
    const revoked = await call(emulator, 'POST', '/v5/oauth/token/revoke', {
      basic: basicOf(emulator),
      form: { token: tokens.refresh_token, token_type_hint: 'refresh_token' },
    });
    expect(revoked.status).toBe(200);
    expect((await call(emulator, 'GET', '/v5/boards', { token: tokens.access_token })).status).toBe(401);
    const refresh = await tokenCall({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh.status).toBe(400);
  });

  it('refuses calls the granted scopes do not cover with 403', async () => {
    const { access_token } = emulator.issueTokens('user_accounts:read,boards:read');
    const answer = await call(emulator, 'POST', '/v5/boards', { token: access_token, json: { name: 'New' } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toContain('boards:write');
  });

  it('checks token requests against the OpenAPI file', async () => {
    const answer = await tokenCall({ grant_type: 'refresh_token' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('refresh_token');
    expect(emulator.requests().at(-1)?.requestViolations?.join()).toContain('refresh_token');
  });
});
