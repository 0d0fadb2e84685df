// Pinterest settings for apps built in tests and benchmarks: nowhere reachable by default, so a
// test that does not mean to talk to Pinterest never does; or an emulator the test started.
import type { PinterestEmulator } from '../../emulators/pinterest/server';
import { DEFAULT_PUBLIC_URL } from '../../src/server/config';
import type { PinterestDeps } from '../../src/server/modules/pinterest';

/** Port 9 (discard) on loopback: a call fails at once with a network error. */
export const UNREACHABLE_PINTEREST: PinterestDeps = {
  config: {
    appId: 'test-app-id',
    appSecret: 'test-app-secret',
    redirectUri: 'http://127.0.0.1:9/api/pinterest/callback',
    apiBaseUrl: 'http://127.0.0.1:9/v5',
    oauthBaseUrl: 'http://127.0.0.1:9/oauth/',
  },
  demo: false,
  demoUrl: null,
};

/** Where the app built without a PUBLIC_URL (app.ts) sends Pinterest's callback. */
export const TEST_REDIRECT_URI = `${DEFAULT_PUBLIC_URL}/api/pinterest/callback`;

/** The app talks to `emulator` as demo mode does. */
export function pinterestFor(emulator: PinterestEmulator): PinterestDeps {
  return {
    config: {
      appId: emulator.clientId,
      appSecret: emulator.clientSecret,
      redirectUri: TEST_REDIRECT_URI,
      apiBaseUrl: emulator.apiBaseUrl,
      oauthBaseUrl: emulator.oauthAuthorizeUrl,
    },
    demo: true,
    demoUrl: emulator.url,
  };
}

/**
 * Demo mode as `npm start` runs it: the app serves the emulator's browser pages under
 * /pinterest-demo (start the emulator with `publicUrl: '/pinterest-demo'`).
 */
export function pinterestServedBy(
  emulator: PinterestEmulator,
  publicUrl = DEFAULT_PUBLIC_URL,
): PinterestDeps {
  return {
    config: {
      appId: emulator.clientId,
      appSecret: emulator.clientSecret,
      redirectUri: `${publicUrl}/api/pinterest/callback`,
      apiBaseUrl: emulator.apiBaseUrl,
      oauthBaseUrl: `${publicUrl}/pinterest-demo/oauth/`,
    },
    demo: true,
    demoUrl: '/pinterest-demo',
    demoPages: emulator,
    publicUrl,
  };
}
