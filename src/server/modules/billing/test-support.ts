// For tests: billing pointed at a Stripe emulator, with its webhooks delivered to a test app that
// listens on a loopback port, and the app's clock following the emulator's.
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import {
  pinloomDemoPrices,
  type StripeEmulator,
  type StripeEmulatorOptions,
  startStripeEmulator,
} from '../../../../emulators/stripe/server';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, TEST_APP_SECRET, type TestApp } from '../../../../tests/setup/test-app';
import type { RegisterBody } from '../../../shared/api/auth';
import type { Database } from '../../db/connection';
import { createSession } from '../auth';
import { claimTrial } from '../trials';
import type { BillingDeps } from './billing-deps';

export const TEST_WEBHOOK_SECRET = 'whsec_pinloom_billing_test';

/** The emulator's ids of Pinloom's six demo prices (price_<lookup key>). */
export const PRICE = {
  starterMonthly: 'price_pinloom_starter_monthly',
  starterYearly: 'price_pinloom_starter_yearly',
  proMonthly: 'price_pinloom_pro_monthly',
  proYearly: 'price_pinloom_pro_yearly',
  enterpriseMonthly: 'price_pinloom_enterprise_monthly',
  enterpriseYearly: 'price_pinloom_enterprise_yearly',
} as const;

export function billingFor(emulator: StripeEmulator): BillingDeps {
  return {
    mode: 'stripe',
    stripe: new Stripe('sk_test_pinloom_billing', { ...emulator.sdkConfig, maxNetworkRetries: 0 }),
    webhookSecret: TEST_WEBHOOK_SECRET,
    prices: {
      starter: { monthly: PRICE.starterMonthly, yearly: PRICE.starterYearly },
      pro: { monthly: PRICE.proMonthly, yearly: PRICE.proYearly },
      enterprise: { monthly: PRICE.enterpriseMonthly, yearly: PRICE.enterpriseYearly },
    },
  };
}

export interface BillingContext {
  emulator: StripeEmulator;
  t: TestApp;
  app: FastifyInstance;
}

/** A Stripe emulator on a free port that sells the demo prices and signs with TEST_WEBHOOK_SECRET. */
function startTestStripeEmulator(options: Partial<StripeEmulatorOptions> = {}): Promise<StripeEmulator> {
  return startStripeEmulator({
    port: 0,
    webhookSecret: TEST_WEBHOOK_SECRET,
    prices: pinloomDemoPrices(),
    webhookRetryDelayMs: 5,
    ...options,
  });
}

type TestAppOptions = Parameters<typeof createTestApp>[0];

/** Stripe billing on the emulator, and the emulator's clock. */
const stripeOnEmulator = (emulator: StripeEmulator): TestAppOptions => ({
  billing: billingFor(emulator),
  clock: { now: () => emulator.now(), random: () => 0 },
});

/**
 * One emulator for the file, reset before each test; a fresh app for each test, listening on a
 * loopback port that the emulator's webhooks go to, made with `appOptions` (by default Stripe
 * billing on the emulator, its clock the emulator's).
 */
export function withBillingApp(
  use: (context: BillingContext) => void,
  options: Partial<StripeEmulatorOptions> = {},
  appOptions: (emulator: StripeEmulator) => TestAppOptions = stripeOnEmulator,
): void {
  let emulator: StripeEmulator;
  beforeAll(async () => {
    emulator = await startTestStripeEmulator(options);
  });
  beforeEach(async () => {
    emulator.reset();
    const t = await createTestApp(appOptions(emulator));
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    emulator.setWebhook({ url: `${address}/api/payment/webhook` });
    use({ emulator, t, app: t.app });
    return async () => {
      await emulator.settled();
      emulator.setWebhook({ url: undefined });
      await t.app.close();
    };
  });
  afterAll(async () => {
    await emulator.close();
  });
}

/**
 * Checkout through the app, paid on the emulator's hosted page; answers the newest subscription
 * once Stripe's webhooks are applied. For `workspaceId`, else the one the person used last.
 */
export async function subscribeByCheckout(
  { app, emulator }: Pick<BillingContext, 'app' | 'emulator'>,
  token: string,
  priceId: string,
  workspaceId?: string,
): Promise<Stripe.Subscription> {
  const started = await app.inject({
    method: 'POST',
    url: '/api/payment/create-checkout',
    headers: {
      ...bearer(token),
      host: 'localhost:3000',
      ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}),
    },
    payload: { priceId },
  });
  expect(started.statusCode).toBe(200);
  const paid = await fetch(`${started.json().url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'card_number=4242424242424242',
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  await emulator.settled();
  const subscription = emulator.subscriptions().at(-1);
  if (!subscription) throw new Error('no subscription');
  return subscription;
}

/**
 * A new session for the user at the app's clock: the person signing in again after the clock ran
 * past their last session's 30 days, as someone whose plan renews a month later would.
 */
export async function signInAgain(t: Pick<TestApp, 'app' | 'db'>, userId: string): Promise<string> {
  const { token } = await createSession({ db: t.db, userId, kind: 'user', now: t.app.clock.now() });
  return token;
}

/**
 * A Free user whose one free trial was used long ago (under an earlier account of the same email):
 * their checkout is billed at once, with no trial (ADR 0027).
 */
export async function createPayingUser(db: Database, overrides: Partial<RegisterBody> = {}) {
  const created = await createUser(db, overrides);
  await claimTrial({
    db,
    appSecret: TEST_APP_SECRET,
    email: created.user.email,
    startedAt: new Date('2020-01-01T00:00:00.000Z'),
  });
  return created;
}
