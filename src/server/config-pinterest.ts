// How Pinloom reaches Pinterest: the app's id and secret (demo mode without them), the OAuth
// redirect address, and where Pinterest's API and sign-in live.
import { z } from 'zod';
import { blankToUndefined, configRefusal, type EnvOf, optionalText, optionalUrl } from './config-values';

export const PINTEREST_ENV = {
  /**
   * The Pinterest app (developers.pinterest.com). Both or neither: without them Pinloom runs in
   * demo mode against the built-in emulator.
   */
  PINTEREST_APP_ID: optionalText(100),
  PINTEREST_APP_SECRET: optionalText(200),
  /** Must equal a redirect URI registered with the app. Default <PUBLIC_URL>/api/pinterest/callback. */
  PINTEREST_REDIRECT_URI: optionalUrl,
  PINTEREST_API_BASE_URL: z.preprocess(
    blankToUndefined,
    z.url('must be an http(s) URL').default('https://api.pinterest.com/v5'),
  ),
  PINTEREST_OAUTH_BASE_URL: z.preprocess(
    blankToUndefined,
    z.url('must be an http(s) URL').default('https://www.pinterest.com/oauth/'),
  ),
};

/**
 * How to reach Pinterest. `app` is null in demo mode (no PINTEREST_APP_ID): main.ts then starts
 * the emulator and points the connection at it.
 */
export interface PinterestConfig {
  app: { appId: string; appSecret: string } | null;
  redirectUri: string;
  apiBaseUrl: string;
  oauthBaseUrl: string;
}

/** `publicUrl` is the origin people open Pinloom at (PUBLIC_URL or its default). */
export function pinterestConfig(e: EnvOf<typeof PINTEREST_ENV>, publicUrl: string): PinterestConfig {
  if (Boolean(e.PINTEREST_APP_ID) !== Boolean(e.PINTEREST_APP_SECRET)) {
    const missing = e.PINTEREST_APP_ID ? 'PINTEREST_APP_SECRET' : 'PINTEREST_APP_ID';
    throw configRefusal(`${missing} is required when the other Pinterest app variable is set`);
  }
  return {
    app:
      e.PINTEREST_APP_ID && e.PINTEREST_APP_SECRET
        ? { appId: e.PINTEREST_APP_ID, appSecret: e.PINTEREST_APP_SECRET }
        : null,
    // On the address people open: the callback must land on the origin whose local storage
    // holds the session (and the callback sends the browser back to where it came from).
    redirectUri: e.PINTEREST_REDIRECT_URI ?? `${publicUrl}/api/pinterest/callback`,
    apiBaseUrl: e.PINTEREST_API_BASE_URL,
    oauthBaseUrl: e.PINTEREST_OAUTH_BASE_URL,
  };
}
