// Pinterest's OAuth 2.0 code flow: the consent page (www.pinterest.com/oauth/), the user's
// decision (which simulated account to continue as, and Allow or Deny), and the token and revoke
// endpoints (api.pinterest.com/v5/oauth/…) with Basic auth.
import { accountOf, DEMO_ACCOUNTS, PROFILES } from './accounts';
import { authenticationFailed, invalidGrant, invalidParameters } from './errors';
import { type Reply, redirect } from './http';
import { scopeDescriptions } from './openapi-check';
import { consentPage, errorPage, PAGE_CSP } from './pages';
import type { TokenStore } from './tokens';

export interface OAuthApp {
  clientId: string;
  clientSecret: string;
  appName: string;
  /** Where the consent page is served from (its form posts back there). */
  base: () => string;
}

type Form = Record<string, string | undefined>;

const page = (status: number, html: string): Reply => ({
  status,
  html,
  headers: { 'content-security-policy': PAGE_CSP, 'cache-control': 'no-store' },
});

/** The problem with an authorization request, or null when the page may be shown. */
function problemWith(app: OAuthApp, form: Form): string | null {
  if (!form.client_id) return 'The request has no client_id.';
  if (form.client_id !== app.clientId) return `No app has the client_id "${form.client_id}".`;
  if (!form.redirect_uri) return 'The request has no redirect_uri.';
  if (!/^https?:\/\/[^/]/i.test(form.redirect_uri))
    return 'The redirect_uri must be an absolute http(s) URL.';
  return null;
}

export function consent(app: OAuthApp, query: URLSearchParams): Reply {
  const form = Object.fromEntries(query) as Form;
  const problem = problemWith(app, form);
  if (problem) return page(400, errorPage(app.base(), problem));
  if (form.response_type !== 'code') return page(400, errorPage(app.base(), 'response_type must be "code".'));
  return page(
    200,
    consentPage({
      base: app.base(),
      accounts: DEMO_ACCOUNTS.map((username) => ({
        username,
        businessName: PROFILES[username].businessName,
      })),
      appName: app.appName,
      clientId: app.clientId,
      redirectUri: form.redirect_uri as string,
      scope: form.scope ?? '',
      state: form.state ?? '',
      scopeDescriptions: scopeDescriptions(),
    }),
  );
}

/**
 * Allow → back with a code for the account chosen (`account`: a username; missing or unknown means
 * the first); Deny → back with error=access_denied; the state comes back either way.
 */
export function decide(app: OAuthApp, tokens: TokenStore, form: Form): Reply {
  const problem = problemWith(app, form);
  if (problem) return page(400, errorPage(app.base(), problem));
  const target = new URL(form.redirect_uri as string);
  if (form.decision === 'allow') {
    const code = tokens.issueCode(app.clientId, target.href, form.scope ?? '', accountOf(form.account));
    target.searchParams.set('code', code);
  } else {
    target.searchParams.set('error', 'access_denied');
  }
  if (form.state) target.searchParams.set('state', form.state);
  return redirect(target.href);
}

/** Pinterest wants the app's id and secret as HTTP Basic credentials on the token endpoints. */
function clientOf(app: OAuthApp, authorization: string | undefined): string | null {
  const match = /^Basic\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1] as string, 'base64').toString('utf8');
  const split = decoded.indexOf(':');
  const [id, secret] = [decoded.slice(0, split), decoded.slice(split + 1)];
  return split > 0 && id === app.clientId && secret === app.clientSecret ? id : null;
}

export function token(
  app: OAuthApp,
  tokens: TokenStore,
  authorization: string | undefined,
  form: Form,
): Reply {
  const clientId = clientOf(app, authorization);
  if (!clientId) return authenticationFailed();
  if (form.grant_type === 'authorization_code') {
    // The code was bound to the redirect_uri as sent to the consent page, so compare as URLs.
    const redirectUri = canonical(form.redirect_uri ?? '');
    const issued = tokens.exchangeCode(form.code ?? '', clientId, redirectUri);
    return issued ? { status: 200, body: issued } : invalidGrant();
  }
  if (form.grant_type === 'refresh_token') {
    const issued = tokens.exchangeRefresh(form.refresh_token ?? '', clientId);
    return issued ? { status: 200, body: issued } : invalidGrant();
  }
  return invalidParameters(`grant_type "${form.grant_type}" is not supported by the emulator.`);
}

export function revoke(
  app: OAuthApp,
  tokens: TokenStore,
  authorization: string | undefined,
  form: Form,
): Reply {
  if (!clientOf(app, authorization)) return authenticationFailed();
  if (!form.token) return invalidParameters('token is required.');
  // Unknown tokens are not an error (RFC 7009): the caller's goal, a dead token, is met.
  tokens.revoke(form.token);
  return { status: 200 };
}

function canonical(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}
