// Pinterest's OAuth 2.0 code flow and continuous refresh. Token storage is the caller's: these
// functions only talk to Pinterest and turn its answers into TokenSets.
//
// How the caller must use `state` (CSRF protection of the callback):
//  1. Make a fresh random state per connect attempt (≥ 128 bits, e.g. randomBytes(32).toString('base64url')),
//     store it with the signed-in user's id and a short expiry (10 minutes), then redirect to authorizeUrl().
//  2. On the callback, look the state up, check it belongs to the user of the session and has not
//     expired, and delete it before exchanging the code (single use), even when the exchange fails.
//  3. Never exchange a code whose state is unknown, expired, used, or another user's.
import { PINTEREST_SCOPES } from '../../../shared/pinterest-access';
import { PinterestError } from './errors';
import { type HttpOptions, joinUrl, send } from './http';
import {
  type PinterestConnectionConfig,
  type TokenResponse,
  type TokenSet,
  tokenResponseSchema,
} from './types';

const MIN_STATE_LENGTH = 16;

/** The consent page to send the user to. Scopes are comma-separated, as Pinterest wants them. */
export function authorizeUrl(
  config: PinterestConnectionConfig,
  options: { state: string; scopes?: readonly string[] },
): string {
  // A short or empty state is almost certainly a bug that would silently disable CSRF protection.
  if (options.state.length < MIN_STATE_LENGTH) {
    throw new Error(`OAuth state must be a random value of at least ${MIN_STATE_LENGTH} characters`);
  }
  const scopes = options.scopes ?? PINTEREST_SCOPES;
  if (scopes.length === 0) throw new Error('At least one Pinterest scope is needed');
  const url = new URL(config.oauthBaseUrl);
  url.searchParams.set('client_id', config.appId);
  url.searchParams.set('redirect_uri', config.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', scopes.join(','));
  url.searchParams.set('state', options.state);
  return url.toString();
}

/** Trades the callback's code for tokens. Codes are single use: never retry this call. */
export async function exchangeCode(
  config: PinterestConnectionConfig,
  code: string,
  options: HttpOptions = {},
): Promise<TokenSet> {
  const grant = { grant_type: 'authorization_code', code, redirect_uri: config.redirectUri };
  return grantTokens(config, grant, { secret: code, options });
}

/**
 * New tokens for a refresh token. Pinterest rotates the refresh token: the caller must store the
 * returned refreshToken (before using the access token) or the connection dies at the old one's expiry.
 */
export async function refreshTokens(
  config: PinterestConnectionConfig,
  refreshToken: string,
  options: HttpOptions = {},
): Promise<TokenSet> {
  const grant = { grant_type: 'refresh_token', refresh_token: refreshToken };
  return grantTokens(config, grant, { secret: refreshToken, options, previousRefreshToken: refreshToken });
}

/** One grant at the token endpoint; `secret` (the code or refresh token) is kept out of errors. */
async function grantTokens(
  config: PinterestConnectionConfig,
  grant: Record<string, string>,
  call: { secret: string; options: HttpOptions; previousRefreshToken?: string },
): Promise<TokenSet> {
  // Apps created before 25 September 2025 only get a continuous refresh token when they ask.
  const form = new URLSearchParams({ ...grant, continuous_refresh: 'true' });
  const response = await tokenCall(config, form, [call.secret], call.options);
  return tokenSetFrom(response, call.options.now?.() ?? new Date(), call.previousRefreshToken);
}

/** Revokes an access or refresh token (on disconnect). */
export async function revokeToken(
  config: PinterestConnectionConfig,
  token: string,
  options: HttpOptions & { tokenTypeHint?: 'access_token' | 'refresh_token' } = {},
): Promise<void> {
  const form = new URLSearchParams({ token });
  if (options.tokenTypeHint) form.set('token_type_hint', options.tokenTypeHint);
  await send(
    {
      method: 'POST',
      url: joinUrl(config.apiBaseUrl, '/oauth/token/revoke'),
      operation: 'POST /oauth/token/revoke',
      headers: { authorization: basicAuth(config) },
      body: form,
      secrets: [token, config.appSecret],
    },
    options,
  );
}

/**
 * A TokenSet from Pinterest's answer. The refresh token is the one in the answer whenever there is
 * one; `previousRefreshToken` is only the fallback for an answer without it.
 * @internal for tests and benchmarks, not production code
 */
export function tokenSetFrom(response: TokenResponse, now: Date, previousRefreshToken?: string): TokenSet {
  const refreshToken = response.refresh_token ?? previousRefreshToken;
  if (!refreshToken) {
    throw new PinterestError({
      kind: 'server',
      operation: 'POST /oauth/token',
      status: 200,
      message: 'Pinterest answered the token request without a refresh token',
    });
  }
  let refreshTokenExpiresAt: Date | null = null;
  if (response.refresh_token_expires_at !== undefined) {
    refreshTokenExpiresAt = new Date(response.refresh_token_expires_at * 1000);
  } else if (response.refresh_token_expires_in !== undefined) {
    refreshTokenExpiresAt = new Date(now.getTime() + response.refresh_token_expires_in * 1000);
  }
  return {
    accessToken: response.access_token,
    refreshToken,
    accessTokenExpiresAt: new Date(now.getTime() + response.expires_in * 1000),
    refreshTokenExpiresAt,
    scope: response.scope,
  };
}

/** True when the access token expires within `skewSeconds`, so a call made now could fail with 401. */
export function needsRefresh(tokens: TokenSet, now: Date, skewSeconds = 300): boolean {
  return tokens.accessTokenExpiresAt.getTime() - now.getTime() <= skewSeconds * 1000;
}

function tokenCall(
  config: PinterestConnectionConfig,
  form: URLSearchParams,
  secrets: string[],
  options: HttpOptions,
): Promise<TokenResponse> {
  return send(
    {
      method: 'POST',
      url: joinUrl(config.apiBaseUrl, '/oauth/token'),
      operation: `POST /oauth/token (${form.get('grant_type')})`,
      headers: { authorization: basicAuth(config) },
      body: form,
      schema: tokenResponseSchema,
      tokenEndpoint: true,
      secrets: [...secrets, config.appSecret],
    },
    options,
  );
}

function basicAuth(config: PinterestConnectionConfig): string {
  return `Basic ${Buffer.from(`${config.appId}:${config.appSecret}`).toString('base64')}`;
}
