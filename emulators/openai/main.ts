// Runs the OpenAI emulator on its own: `node --import tsx emulators/openai/main.ts`.
// PORT (default 4011) and API_KEY (default sk-emulator-test-key) may be set; this is a dev
// tool outside the app, so it reads its two settings from the environment itself.
import { startOpenAiEmulator } from './server';

const emulator = await startOpenAiEmulator({
  port: Number(process.env.PORT ?? 4011),
  apiKey: process.env.API_KEY ?? 'sk-emulator-test-key',
});
console.log(`OpenAI emulator at ${emulator.baseUrl} (API key ${emulator.apiKey})`);
console.log(`Point Pinloom at it: AI_TEXT_BASE_URL=${emulator.baseUrl} AI_TEXT_API_KEY=${emulator.apiKey}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
