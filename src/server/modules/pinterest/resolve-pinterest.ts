// main.ts's choice between the real Pinterest and demo mode. Apart from the tests, only main.ts
// imports this, so the emulator is loaded only where it may run.
import { startPinterestEmulator } from '../../../../emulators/pinterest/server';
import type { PinterestConfig } from '../../config';
import type { PinterestDeps } from './pinterest-deps';

/**
 * The real Pinterest when an app is configured; otherwise demo mode: the emulator in this process
 * on a loopback port, so a browser on the same machine can open its consent page. `close` stops
 * the emulator (after the app, whose requests may still be talking to it).
 */
export async function resolvePinterest(
  config: PinterestConfig,
): Promise<{ deps: PinterestDeps; close: () => Promise<void> }> {
  if (config.app) {
    const deps: PinterestDeps = {
      config: {
        ...config.app,
        redirectUri: config.redirectUri,
        apiBaseUrl: config.apiBaseUrl,
        oauthBaseUrl: config.oauthBaseUrl,
      },
      demo: false,
      demoUrl: null,
    };
    return { deps, close: async () => {} };
  }
  const emulator = await startPinterestEmulator({ host: '127.0.0.1', port: 0 });
  const deps: PinterestDeps = {
    config: {
      appId: emulator.clientId,
      appSecret: emulator.clientSecret,
      redirectUri: config.redirectUri,
      apiBaseUrl: emulator.apiBaseUrl,
      oauthBaseUrl: emulator.oauthAuthorizeUrl,
    },
    demo: true,
    demoUrl: emulator.url,
  };
  return { deps, close: () => emulator.close() };
}
