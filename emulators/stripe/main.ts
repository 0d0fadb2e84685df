// Runs the Stripe emulator on its own: `node --import tsx emulators/stripe/main.ts`. PORT (default
// 4013), WEBHOOK_URL and WEBHOOK_SECRET may be set; a dev tool outside the app, so it reads its
// settings from the environment itself.
import { pinloomDemoPrices, startStripeEmulator } from './server';

const emulator = await startStripeEmulator({
  port: Number(process.env.PORT ?? 4013),
  webhookUrl: process.env.WEBHOOK_URL,
  webhookSecret: process.env.WEBHOOK_SECRET ?? 'whsec_emulator_secret',
  prices: pinloomDemoPrices(),
});
console.log(`Stripe emulator at ${emulator.url} (any sk_test_… key)`);
console.log(`  Webhooks to    ${process.env.WEBHOOK_URL ?? '(none: set WEBHOOK_URL)'}`);
for (const price of emulator.prices()) console.log(`  ${price.id}  ${price.lookup_key}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}
