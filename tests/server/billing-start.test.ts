// `npm start`'s billing as a real process: without STRIPE_SECRET_KEY it runs demo billing (the
// emulator in the process, its pages on the app's origin, its webhooks back to the app); with
// Stripe configured, a lookup key Stripe does not know stops the start, naming the variable.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinloomDemoPrices, type StripeEmulator, startStripeEmulator } from '../../emulators/stripe/server';
import { registerInput } from '../factories/users';
import { freePort, startHealthyServer, startServerProcess } from '../setup/server-process';

let dataDir: string;
let child: ChildProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'pinloom-billing-start-'));
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

describe('demo billing in npm start', () => {
  it('takes a payment on its own pages and learns it by webhook', async () => {
    const port = await freePort();
    child = await startHealthyServer({ dataDir, port, env: { PUBLISHER_IN_PROCESS: 'false' } });
    const origin = `http://127.0.0.1:${port}`;
    const plans = await (await fetch(`${origin}/api/plans`)).json();
    expect(plans.billing).toBe('demo');
    const priceId = plans.plans.find((plan: { name: string }) => plan.name === 'pro').prices.yearly;
    expect(priceId).toMatch(/^price_/);

    const registered = await fetch(`${origin}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registerInput({ subscriptionPlan: 'pro', billingCycle: 'yearly' })),
    });
    const { token } = await registered.json();
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const checkout = await fetch(`${origin}/api/payment/create-checkout`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ priceId }),
    });
    expect(checkout.status).toBe(200);
    const { url } = await checkout.json();
    expect(url).toMatch(/^\/stripe-demo\/checkout\//);
    const paid = await fetch(`${origin}${url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'card_number=4242424242424242',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    // Only the webhook sets the period end: the app heard from its emulator.
    await expect
      .poll(
        async () =>
          (await (await fetch(`${origin}/api/user/billing`, { headers: auth })).json()).current_period_end,
        { timeout: 10_000 },
      )
      .not.toBeNull();
    const billing = await (await fetch(`${origin}/api/user/billing`, { headers: auth })).json();
    expect(billing).toMatchObject({
      plan: 'pro',
      billing_cycle: 'yearly',
      has_billing_account: true,
      billing: 'demo',
    });
    child.kill('SIGTERM');
    await once(child, 'exit');
  }, 90_000);
});

describe('real Stripe in npm start', () => {
  let emulator: StripeEmulator;
  beforeAll(async () => {
    emulator = await startStripeEmulator({ port: 0, webhookSecret: 'whsec_x', prices: pinloomDemoPrices() });
  });
  afterAll(async () => {
    await emulator.close();
  });

  it('refuses to start when a lookup key names no price, naming the variable', async () => {
    const started = startServerProcess({
      dataDir,
      port: await freePort(),
      env: {
        PUBLISHER_IN_PROCESS: 'false',
        STRIPE_SECRET_KEY: 'sk_test_start',
        STRIPE_WEBHOOK_SECRET: 'whsec_start',
        STRIPE_API_BASE: emulator.url,
        STRIPE_PRICE_STARTER_MONTHLY: 'pinloom_starter_monthly',
        STRIPE_PRICE_STARTER_YEARLY: 'pinloom_starter_yearly',
        STRIPE_PRICE_PRO_MONTHLY: 'pinloom_pro_monthly',
        STRIPE_PRICE_PRO_YEARLY: 'pinloom_pro_for_ever',
        STRIPE_PRICE_ENTERPRISE_MONTHLY: 'price_pinloom_enterprise_monthly',
        STRIPE_PRICE_ENTERPRISE_YEARLY: 'pinloom_enterprise_yearly',
      },
    });
    const [code] = await once(started.process, 'exit');
    expect(code).toBe(1);
    expect(started.output()).toContain(
      'STRIPE_PRICE_PRO_YEARLY: Stripe has no active price with the lookup key',
    );
    expect(started.output()).toContain('pinloom_pro_for_ever');
  }, 60_000);
});
