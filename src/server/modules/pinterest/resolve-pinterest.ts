// The choice between the real Pinterest and demo mode, for main.ts and worker.ts (the worker
// refuses to start without a Pinterest app, so only main.ts ever starts the emulator). Apart from
// the tests only these two import this file, directly rather than through the module's index, so
// the emulator's code is loaded only by the process entries (src/server/modules/README.md).
import path from 'node:path';
import { startPinterestEmulator } from '../../../../emulators/pinterest/server';
import type { PinterestConfig } from '../../config-pinterest';
import { DEMO_PINTEREST_PATH } from '../../integrations/pinterest/pin-url';
import type { PinterestDeps } from './pinterest-deps';

/**
 * The real Pinterest when an app is configured; otherwise demo mode: the emulator in this process.
 * Its API listens on a loopback port for the server's own calls; every page a browser sees
 * (consent, demo page, pin pages, images) is served by the app under DEMO_PINTEREST_PATH, on the
 * address the person opened. The simulated account is kept in DATA_DIR/pinterest-demo, so a
 * restart keeps the connection, its boards and the pins published to them. `close` stops the
 * emulator (after the app, whose requests may still be talking to it).
 */
export async function resolvePinterest(
  config: PinterestConfig,
  options: {
    dataDir: string;
    publicUrl: string;
    /** The app's clock (TEST_CLOCK's when on): demo mode's simulated Pinterest keeps its time. */
    now?: () => Date;
  },
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
      publicUrl: options.publicUrl,
    };
    return { deps, close: async () => {} };
  }
  const emulator = await startPinterestEmulator({
    host: '127.0.0.1',
    port: 0,
    dataDir: path.resolve(options.dataDir, 'pinterest-demo'),
    publicUrl: DEMO_PINTEREST_PATH,
    now: options.now,
  });
  const deps: PinterestDeps = {
    config: {
      appId: emulator.clientId,
      appSecret: emulator.clientSecret,
      redirectUri: config.redirectUri,
      apiBaseUrl: emulator.apiBaseUrl,
      // The connect route puts the consent page on the browser's own origin (start-connection.ts).
      oauthBaseUrl: `${options.publicUrl}${DEMO_PINTEREST_PATH}/oauth/`,
    },
    demo: true,
    demoUrl: DEMO_PINTEREST_PATH,
    demoPages: emulator,
    publicUrl: options.publicUrl,
  };
  return { deps, close: () => emulator.close() };
}
