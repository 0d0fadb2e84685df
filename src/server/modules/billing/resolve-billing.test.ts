// What main.ts runs: real Stripe with lookup keys resolved at start (refused by name when missing),
// or demo billing, the emulator in this process with its pages on the app's own origin.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pinloomDemoPrices,
  type StripeEmulator,
  startStripeEmulator,
} from '../../../../emulators/stripe/server';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp } from '../../../../tests/setup/test-app';
import type { StripeConfig } from '../../config-stripe';
import { StartRefusal } from '../../start-refusal';
import { resolveBilling } from './resolve-billing';
import { PRICE } from './test-support';

const SIX_PRICES = {
  starter: { monthly: PRICE.starterMonthly, yearly: PRICE.starterYearly },
  pro: { monthly: PRICE.proMonthly, yearly: PRICE.proYearly },
  enterprise: { monthly: PRICE.enterpriseMonthly, yearly: PRICE.enterpriseYearly },
};

describe('resolveBilling with Stripe configured', () => {
  let emulator: StripeEmulator;
  beforeAll(async () => {
    emulator = await startStripeEmulator({ port: 0, webhookSecret: 'whsec_x', prices: pinloomDemoPrices() });
  });
  afterAll(async () => {
    await emulator.close();
  });

  const config = (proYearly: { id: string } | { lookupKey: string }): StripeConfig => ({
    secretKey: 'sk_test_configured',
    webhookSecret: 'whsec_configured',
    api: emulator.sdkConfig,
    prices: {
      starter: { monthly: { id: 'price_given_as_is' }, yearly: { lookupKey: 'pinloom_starter_yearly' } },
      pro: { monthly: { lookupKey: 'pinloom_pro_monthly' }, yearly: proYearly },
      enterprise: {
        monthly: { lookupKey: 'pinloom_enterprise_monthly' },
        yearly: { lookupKey: 'pinloom_enterprise_yearly' },
      },
    },
  });

  it('takes price ids as they are and resolves lookup keys through the SDK', async () => {
    const billing = await resolveBilling(config({ lookupKey: 'pinloom_pro_yearly' }), {
      publicUrl: 'https://pins.example.com',
    });
    expect(billing.deps.mode).toBe('stripe');
    expect(billing.deps.webhookSecret).toBe('whsec_configured');
    expect(billing.deps.prices).toEqual({
      ...SIX_PRICES,
      starter: { ...SIX_PRICES.starter, monthly: 'price_given_as_is' },
    });
    expect(billing.deps.demoPages).toBeUndefined();
    await billing.close();
  });

  it('refuses to start, naming the variable, when Stripe has no price for a lookup key', async () => {
    const refusal = resolveBilling(config({ lookupKey: 'pinloom_pro_forever' }), {
      publicUrl: 'http://localhost:3000',
    });
    await expect(refusal).rejects.toBeInstanceOf(StartRefusal);
    await expect(refusal).rejects.toThrow(
      'STRIPE_PRICE_PRO_YEARLY: Stripe has no active price with the lookup key "pinloom_pro_forever"',
    );
  });
});

describe('demo billing', () => {
  let app: FastifyInstance;
  let billing: Awaited<ReturnType<typeof resolveBilling>>;
  beforeAll(async () => {
    billing = await resolveBilling(null, { publicUrl: 'http://localhost:3000' });
  });
  afterAll(async () => {
    await app?.close();
    await billing.close();
  });

  it('pays on the emulator’s pages served by the app, and the webhook comes back to the app', async () => {
    expect(billing.deps.mode).toBe('demo');
    expect(billing.deps.prices).toEqual(SIX_PRICES);
    // No PUBLIC_URL here: the browser goes back to the origin it came from (return-origin.ts).
    const t = await createTestApp({ billing: { ...billing.deps, publicUrl: undefined } });
    app = t.app;
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    billing.setWebhookUrl(`${origin}/api/payment/webhook`);
    expect((await app.inject({ method: 'GET', url: '/api/plans' })).json().billing).toBe('demo');

    const { token } = await createUser(t.db);
    const checkout = await fetch(`${origin}/api/payment/create-checkout`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ priceId: PRICE.proMonthly }),
    });
    const { url } = (await checkout.json()) as { url: string };
    // On the browser's own origin, whatever address it opened.
    expect(url).toMatch(/^\/stripe-demo\/checkout\/cs_/);
    const page = await fetch(`${origin}${url}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pinloom Pro');

    const paid = await fetch(`${origin}${url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card_number=4242424242424242',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(
      new RegExp(`^${origin}/settings/plan-and-billing\\?checkout=success&plan=pro&session_id=cs_`),
    );
    await expect
      .poll(
        async () =>
          (await app.inject({ method: 'GET', url: '/api/user/billing', headers: bearer(token) })).json().plan,
      )
      .toBe('pro');
    expect((await fetch(`${origin}/stripe-demo/v1/customers`)).status).toBe(404);
  });
});
