// GET /api/plans (the one catalogue, with this server's Stripe prices), GET /api/user/billing,
// and what the payment routes answer on a server without billing.
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser } from '../../../../tests/factories/users';
import { UNREACHABLE_BILLING } from '../../../../tests/setup/billing';
import { createTestApp } from '../../../../tests/setup/test-app';
import { PLANS } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { expectRefusal } from '../../http/test-support';
import type { BillingDeps } from './billing-deps';

let app: FastifyInstance;
let db: Database;

afterEach(async () => {
  await app.close();
});

/** Billing configured, with Stripe unreachable (nothing listens on port 9). */
const CONFIGURED: BillingDeps = {
  mode: 'stripe',
  stripe: UNREACHABLE_BILLING.stripe,
  webhookSecret: 'whsec_test',
  prices: {
    starter: { monthly: 'price_sm', yearly: 'price_sy' },
    pro: { monthly: 'price_pm', yearly: 'price_py' },
    enterprise: { monthly: 'price_em', yearly: 'price_ey' },
  },
};

describe('GET /api/plans', () => {
  it('serves the catalogue with the yearly arithmetic, and no prices when billing is off', async () => {
    ({ app, db } = await createTestApp());
    const response = await app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.billing).toBe('off');
    expect(body.trialDays).toBe(7);
    expect(body.plans.map((plan: { name: string }) => plan.name)).toEqual(PLANS.map((plan) => plan.name));
    expect(body.plans[2]).toEqual({
      name: 'pro',
      title: 'Pro',
      price: 49.99,
      yearlyPrice: 499.99,
      yearlyPricePerMonth: 41.67,
      yearlySavings: 99.89,
      pinsPerMonth: 250,
      pinsPerDay: 8,
      boards: 15,
      members: 10,
      pinterestAccounts: 5,
      features: PLANS[2]?.features,
      popular: false,
      prices: { monthly: null, yearly: null },
    });
  });

  it('names the configured Stripe price of each paid plan and cycle', async () => {
    ({ app, db } = await createTestApp({ billing: CONFIGURED }));
    const body = (await app.inject({ method: 'GET', url: '/api/plans' })).json();
    expect(body.billing).toBe('stripe');
    expect(body.plans.map((plan: { prices: unknown }) => plan.prices)).toEqual([
      { monthly: null, yearly: null },
      { monthly: 'price_sm', yearly: 'price_sy' },
      { monthly: 'price_pm', yearly: 'price_py' },
      { monthly: 'price_em', yearly: 'price_ey' },
    ]);
  });
});

describe('GET /api/user/billing', () => {
  it('needs a session', async () => {
    ({ app, db } = await createTestApp());
    expect((await app.inject({ method: 'GET', url: '/api/user/billing' })).statusCode).toBe(401);
  });

  it('shows a new trial: the plan, days left rounded up, no billing account yet', async () => {
    const now = new Date('2026-11-20T10:00:00Z');
    ({ app, db } = await createTestApp({
      billing: { ...CONFIGURED, mode: 'demo' },
      clock: { now: () => now, random: () => 0 },
    }));
    const { token, workspace } = await createUser(db, { subscriptionPlan: 'pro', billingCycle: 'yearly' });
    // Registered "now" by the wall clock; the trial runs 7 days from then.
    const response = await app.inject({ method: 'GET', url: '/api/user/billing', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      plan: 'pro',
      billing_cycle: 'yearly',
      status: 'trialing',
      limits_plan: 'pro',
      trial_ends_at: workspace.trialEndsAt?.toISOString(),
      current_period_end: null,
      cancel_at_period_end: false,
      grace_ends_at: null,
      has_billing_account: false,
      billing: 'demo',
    });
  });

  it('counts the trial days from the clock, and is on Free limits once the trial has ended', async () => {
    let now = new Date();
    ({ app, db } = await createTestApp({ clock: { now: () => now, random: () => 0 } }));
    const { token, workspace } = await createUser(db, { subscriptionPlan: 'starter' });
    const trialEnd = workspace.trialEndsAt as Date;
    const status = async () =>
      (await app.inject({ method: 'GET', url: '/api/user/billing', headers: bearer(token) })).json();
    now = new Date(trialEnd.getTime() - 2.5 * 24 * 3600_000);
    expect(await status()).toMatchObject({ trial_days_left: 3, limits_plan: 'starter', billing: 'off' });
    now = new Date(trialEnd.getTime() - 1);
    expect(await status()).toMatchObject({ trial_days_left: 1, limits_plan: 'starter' });
    now = trialEnd;
    expect(await status()).toMatchObject({ trial_days_left: 0, limits_plan: 'free', plan: 'starter' });
  });

  it('has no trial on Free', async () => {
    ({ app, db } = await createTestApp());
    const { token } = await createUser(db);
    const body = (
      await app.inject({ method: 'GET', url: '/api/user/billing', headers: bearer(token) })
    ).json();
    expect(body).toMatchObject({
      plan: 'free',
      status: 'active',
      trial_ends_at: null,
      trial_days_left: null,
    });
  });
});

describe('payments on a server without billing', () => {
  it.each([
    ['/api/payment/create-checkout', { priceId: 'price_pm' }],
    ['/api/payment/create-portal', undefined],
  ])('%s answers 503 billing_unavailable', async (url, payload) => {
    ({ app, db } = await createTestApp());
    const { token } = await createUser(db, { subscriptionPlan: 'pro' });
    const response = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
    expectRefusal(response, 503, {
      code: 'billing_unavailable',
      error:
        'Payments are not set up on this server. Ask its operator to configure Stripe (STRIPE_SECRET_KEY).',
    });
  });

  it('refuses a webhook with 503 and changes nothing', async () => {
    ({ app, db } = await createTestApp());
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: '{"id":"evt_1"}',
    });
    expect(response.statusCode).toBe(503);
  });
});

describe('payments when Stripe fails, and their rate limit', () => {
  it('answers 502 in its own words when Stripe cannot be reached, and 429 past the limit', async () => {
    ({ app, db } = await createTestApp({
      billing: CONFIGURED,
      rateLimits: { paymentPerUser: { max: 2, windowMs: 60_000 } },
    }));
    const { token } = await createUser(db);
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/payment/create-checkout',
        headers: bearer(token),
        payload: { priceId: 'price_pm' },
      });
    const failed = await attempt();
    expectRefusal(failed, 502, {
      code: 'provider_error',
      error: 'Could not set up your billing account with Stripe just now. Please try again.',
    });
    expect((await attempt()).statusCode).toBe(502);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
