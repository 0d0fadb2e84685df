// main.ts's choice between real Stripe and demo billing. Apart from the tests, only main.ts imports
// this, so the emulator is loaded only where it may run.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import Stripe from 'stripe';
import { pinloomDemoPrices, startStripeEmulator } from '../../../../emulators/stripe/server';
import type { PriceRef, StripeConfig } from '../../config-stripe';
import { StartRefusal } from '../../start-refusal';
import { type BillingDeps, PAID_PLANS, type PlanPrices } from './billing-deps';
import { DEMO_STRIPE_PATH } from './demo-pages-route';

interface ResolvedBilling {
  deps: BillingDeps;
  /** Demo billing: where the emulator sends its webhooks, once the app listens. */
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}

/**
 * Real Stripe when STRIPE_SECRET_KEY is set (lookup keys resolved to price ids now, so a missing
 * price stops the start with its variable named); otherwise demo billing: the Stripe emulator in
 * this process on a loopback port, with Pinloom's six prices and a webhook secret made up now. Its
 * account (customers, subscriptions) is kept in DATA_DIR/stripe-demo, so a restart forgets no one.
 */
export async function resolveBilling(
  config: StripeConfig | null,
  options: { publicUrl: string; dataDir?: string },
): Promise<ResolvedBilling> {
  if (config) {
    const stripe = new Stripe(config.secretKey, config.api ?? {});
    const deps: BillingDeps = {
      mode: 'stripe',
      stripe,
      webhookSecret: config.webhookSecret,
      prices: await resolvePrices(stripe, config.prices),
      publicUrl: options.publicUrl,
    };
    return { deps, setWebhookUrl: () => {}, close: async () => {} };
  }
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const emulator = await startStripeEmulator({
    host: '127.0.0.1',
    port: 0,
    webhookSecret,
    prices: pinloomDemoPrices(),
    publicUrl: DEMO_STRIPE_PATH,
    stateFile: options.dataDir ? path.resolve(options.dataDir, 'stripe-demo', 'state.json') : undefined,
  });
  const stripe = new Stripe('sk_test_pinloom_demo', { ...emulator.sdkConfig, maxNetworkRetries: 0 });
  const lookupKeys = (plan: string) => ({
    monthly: { lookupKey: `pinloom_${plan}_monthly` },
    yearly: { lookupKey: `pinloom_${plan}_yearly` },
  });
  const prices = await resolvePrices(stripe, {
    starter: lookupKeys('starter'),
    pro: lookupKeys('pro'),
    enterprise: lookupKeys('enterprise'),
  });
  return {
    deps: {
      mode: 'demo',
      stripe,
      webhookSecret,
      prices,
      publicUrl: options.publicUrl,
      demoPages: emulator,
      demoClock: emulator,
    },
    setWebhookUrl: (url) => emulator.setWebhook({ url }),
    close: () => emulator.close(),
  };
}

/** Price ids as they are; lookup keys through the SDK, refused by name when Stripe has none. */
async function resolvePrices(stripe: Stripe, refs: StripeConfig['prices']): Promise<PlanPrices> {
  const lookupKeys = PAID_PLANS.flatMap((plan) =>
    [refs[plan].monthly, refs[plan].yearly].flatMap((ref) => ('lookupKey' in ref ? [ref.lookupKey] : [])),
  );
  const found = new Map<string, string>();
  if (lookupKeys.length > 0) {
    let list: Stripe.ApiList<Stripe.Price>;
    try {
      list = await stripe.prices.list({ lookup_keys: lookupKeys, active: true, limit: 10 });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new StartRefusal(`Stripe: could not look up the prices' lookup keys (${reason})`);
    }
    for (const price of list.data) if (price.lookup_key) found.set(price.lookup_key, price.id);
  }
  const resolve = (ref: PriceRef, variable: string) => {
    if ('id' in ref) return ref.id;
    const id = found.get(ref.lookupKey);
    if (!id)
      throw new StartRefusal(
        `${variable}: Stripe has no active price with the lookup key "${ref.lookupKey}"`,
      );
    return id;
  };
  const cycles = (plan: (typeof PAID_PLANS)[number]) => ({
    monthly: resolve(refs[plan].monthly, `STRIPE_PRICE_${plan.toUpperCase()}_MONTHLY`),
    yearly: resolve(refs[plan].yearly, `STRIPE_PRICE_${plan.toUpperCase()}_YEARLY`),
  });
  return { starter: cycles('starter'), pro: cycles('pro'), enterprise: cycles('enterprise') };
}
