// Runs the Pinterest emulator on its own: `node --import tsx emulators/pinterest/main.ts`.
// PORT (default 4012), CLIENT_ID and CLIENT_SECRET may be set; this is a dev tool outside the app,
// so it reads its settings from the environment itself.
import { startPinterestEmulator } from './server';

const emulator = await startPinterestEmulator({
  port: Number(process.env.PORT ?? 4012),
  clientId: process.env.CLIENT_ID,
  clientSecret: process.env.CLIENT_SECRET,
  boards: process.env.BOARDS ? Number(process.env.BOARDS) : undefined,
});
console.log(`Pinterest emulator at ${emulator.url} (demo page ${emulator.url}/demo)`);
console.log(`  API base URL   ${emulator.apiBaseUrl}`);
console.log(`  Consent page   ${emulator.oauthAuthorizeUrl}`);
console.log(`  Client id      ${emulator.clientId}`);
console.log(`  Client secret  ${emulator.clientSecret}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
