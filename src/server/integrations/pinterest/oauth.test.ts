import { describe, expect, it } from 'vitest';
import { authorizeUrl, needsRefresh, tokenSetFrom } from './oauth';
import type { PinterestConnectionConfig, TokenSet } from './types';

const config: PinterestConnectionConfig = {
  appId: '1234567',
  appSecret: 'app-secret-value',
  redirectUri: 'https://pinloom.example/api/pinterest/callback',
  apiBaseUrl: 'https://api.pinterest.com/v5',
  oauthBaseUrl: 'https://www.pinterest.com/oauth/',
};
const state = 'Zm9vYmFyYmF6cXV4cXV1eA';
const now = new Date('2025-06-01T12:00:00Z');

describe('authorizeUrl', () => {
  it('sends the user to the consent page with code flow parameters', () => {
    const url = new URL(authorizeUrl(config, { state, scopes: ['boards:read', 'pins:write'] }));
    expect(url.origin + url.pathname).toBe('https://www.pinterest.com/oauth/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1234567',
      redirect_uri: 'https://pinloom.example/api/pinterest/callback',
      response_type: 'code',
      scope: 'boards:read,pins:write',
      state,
    });
  });

  it("asks for Pinloom's five scopes by default", () => {
    const url = new URL(authorizeUrl(config, { state }));
    expect(url.searchParams.get('scope')).toBe(
      'user_accounts:read,boards:read,boards:write,pins:read,pins:write',
    );
  });

  it('works with an emulator base that has no trailing slash', () => {
    const url = new URL(authorizeUrl({ ...config, oauthBaseUrl: 'http://127.0.0.1:4012/oauth' }, { state }));
    expect(url.pathname).toBe('/oauth');
  });

  it('refuses a missing or guessable state', () => {
    expect(() => authorizeUrl(config, { state: '' })).toThrow(/state/);
    expect(() => authorizeUrl(config, { state: 'abc' })).toThrow(/state/);
    expect(() => authorizeUrl(config, { state, scopes: [] })).toThrow(/scope/);
  });
});

describe('tokenSetFrom', () => {
  /** What Pinterest answers a code or refresh exchange with. */
  const answer = {
    access_token: 'pina_new',
    refresh_token: 'pinr_new',
    expires_in: 2_592_000,
    refresh_token_expires_in: 5_184_000,
    scope: 'boards:read,pins:write',
  };

  it('computes both expiry dates', () => {
    expect(tokenSetFrom(answer, now)).toEqual({
      accessToken: 'pina_new',
      refreshToken: 'pinr_new',
      accessTokenExpiresAt: new Date('2025-07-01T12:00:00Z'),
      refreshTokenExpiresAt: new Date('2025-07-31T12:00:00Z'),
      scope: 'boards:read,pins:write',
    });
  });

  it('prefers refresh_token_expires_at (Unix seconds) when given', () => {
    const tokens = tokenSetFrom({ ...answer, refresh_token_expires_at: 1_800_000_000 }, now);
    expect(tokens.refreshTokenExpiresAt).toEqual(new Date(1_800_000_000_000));
  });

  it('always keeps the rotated refresh token over the previous one', () => {
    const tokens = tokenSetFrom(
      { access_token: 'a', refresh_token: 'rotated', expires_in: 60, scope: '' },
      now,
      'old',
    );
    expect(tokens.refreshToken).toBe('rotated');
  });

  it('keeps the previous refresh token only when Pinterest sent none', () => {
    const tokens = tokenSetFrom({ access_token: 'a', expires_in: 60, scope: '' }, now, 'old');
    expect(tokens).toMatchObject({ refreshToken: 'old', refreshTokenExpiresAt: null });
  });

  it('fails when there is no refresh token at all', () => {
    expect(() => tokenSetFrom({ access_token: 'a', expires_in: 60, scope: '' }, now)).toThrow(
      /refresh token/,
    );
  });
});

describe('needsRefresh', () => {
  const tokens = (secondsLeft: number): TokenSet => ({
    accessToken: 'a',
    refreshToken: 'r',
    accessTokenExpiresAt: new Date(now.getTime() + secondsLeft * 1000),
    refreshTokenExpiresAt: null,
    scope: '',
  });

  it('refreshes within five minutes of expiry by default', () => {
    expect(needsRefresh(tokens(301), now)).toBe(false);
    expect(needsRefresh(tokens(300), now)).toBe(true);
    expect(needsRefresh(tokens(-10), now)).toBe(true);
  });

  it('takes another skew', () => {
    expect(needsRefresh(tokens(100), now, 60)).toBe(false);
    expect(needsRefresh(tokens(100), now, 120)).toBe(true);
  });
});
