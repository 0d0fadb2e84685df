import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pinloomDemoPrices } from './server';
import { type Harness, openCheckout, SECRET_KEY, startHarness } from './test-support';

let harness: Harness;
let stripe: Stripe;
beforeAll(async () => {
  harness = await startHarness();
  stripe = harness.stripe;
});
afterAll(() => harness.close());
beforeEach(() => harness.emulator.reset());

describe('pinloomDemoPrices', () => {
  it('builds the six paid prices from the plan catalogue, in cents, free left out', () => {
    const prices = pinloomDemoPrices();
    expect(prices.map((price) => price.lookup_key)).toEqual([
      'pinloom_starter_monthly',
      'pinloom_starter_yearly',
      'pinloom_pro_monthly',
      'pinloom_pro_yearly',
      'pinloom_enterprise_monthly',
      'pinloom_enterprise_yearly',
    ]);
    expect(prices[3]).toMatchObject({
      product_name: 'Pinloom Pro',
      unit_amount: 49999,
      interval: 'year',
      metadata: { plan: 'pro', cycle: 'yearly' },
    });
    expect(prices[4]?.unit_amount).toBe(12999);
  });
});

describe('Stripe emulator API through the stripe SDK', () => {
  it('creates and retrieves a customer with metadata', async () => {
    const created: Stripe.Customer = await stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { user_id: '42' },
    });
    expect(created).toMatchObject({
      object: 'customer',
      email: 'ada@example.com',
      metadata: { user_id: '42' },
    });
    expect(created.id).toMatch(/^cus_/);
    const fetched = await stripe.customers.retrieve(created.id);
    expect(fetched).toEqual(created);
    expect(harness.emulator.events().map((event) => event.type)).toEqual(['customer.created']);
  });

  it('lists prices by lookup key and retrieves one', async () => {
    const list = await stripe.prices.list({ lookup_keys: ['pinloom_pro_yearly', 'pinloom_starter_monthly'] });
    expect(list.object).toBe('list');
    expect(list.data.map((price) => price.lookup_key).sort()).toEqual([
      'pinloom_pro_yearly',
      'pinloom_starter_monthly',
    ]);
    const price: Stripe.Price = await stripe.prices.retrieve('price_pinloom_pro_yearly');
    expect(price).toMatchObject({
      object: 'price',
      unit_amount: 49999,
      currency: 'usd',
      recurring: { interval: 'year', interval_count: 1 },
      metadata: { plan: 'pro', cycle: 'yearly' },
      type: 'recurring',
    });
    expect((await stripe.prices.list()).data).toHaveLength(6);
  });

  it('creates a subscription Checkout Session with a trial and retrieves it expanded', async () => {
    const trialEnd = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
    const { customer, session } = await openCheckout(stripe, 'price_pinloom_starter_monthly', {
      subscription_data: { trial_end: trialEnd, metadata: { plan: 'starter' } },
    });
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer.id,
      client_reference_id: '42',
      metadata: { user_id: '42' },
      url: `${harness.emulator.url}/checkout/${session.id}`,
      amount_total: 0,
      subscription: null,
    });
    expect(session.id).toMatch(/^cs_test_/);
    const fetched = await stripe.checkout.sessions.retrieve(session.id, { expand: ['customer'] });
    expect((fetched.customer as Stripe.Customer).email).toBe('ada@example.com');
  });

  it('accepts trial_period_days and charges the price up front without a trial', async () => {
    const { session } = await openCheckout(stripe, 'price_pinloom_pro_monthly');
    expect(session.amount_total).toBe(4999);
    const withDays = await openCheckout(stripe, 'price_pinloom_pro_monthly', {
      subscription_data: { trial_period_days: 7 },
    });
    expect(withDays.session.amount_total).toBe(0);
  });

  it('creates a billing portal session', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com' });
    const portal: Stripe.BillingPortal.Session = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://pinloom.test/settings',
    });
    expect(portal).toMatchObject({
      object: 'billing_portal.session',
      customer: customer.id,
      return_url: 'http://pinloom.test/settings',
      url: `${harness.emulator.url}/portal/${portal.id}`,
      livemode: false,
    });
  });

  it('retrieves, lists, updates and deletes the subscription a paid checkout made', async () => {
    const { customer, session } = await openCheckout(stripe, 'price_pinloom_pro_monthly');
    harness.emulator.completeCheckout(session.id);
    const completed = await stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'paid' });
    const subscription = completed.subscription as Stripe.Subscription;
    expect(subscription).toMatchObject({ object: 'subscription', status: 'active', customer: customer.id });
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    expect(item.price.id).toBe('price_pinloom_pro_monthly');
    expect(item.current_period_end - item.current_period_start).toBeGreaterThanOrEqual(28 * 24 * 3600);

    const listed = await stripe.subscriptions.list({ customer: customer.id });
    expect(listed.data.map((sub) => sub.id)).toEqual([subscription.id]);

    const canceling = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(canceling).toMatchObject({ cancel_at_period_end: true, cancel_at: item.current_period_end });
    const switched = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
      items: [{ id: item.id, price: 'price_pinloom_enterprise_monthly' }],
      proration_behavior: 'create_prorations',
    });
    expect(switched.cancel_at_period_end).toBe(false);
    expect(switched.items.data[0]?.price.id).toBe('price_pinloom_enterprise_monthly');

    const deleted = await stripe.subscriptions.cancel(subscription.id);
    expect(deleted).toMatchObject({ status: 'canceled' });
    expect(deleted.ended_at).not.toBeNull();
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(1);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
  });

  it('answers unknown ids with Stripe 404 errors the SDK raises as StripeInvalidRequestError', async () => {
    const error = await stripe.customers.retrieve('cus_missing').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
    const badPrice = await openCheckout(stripe, 'price_nope').catch((caught: unknown) => caught);
    expect(badPrice).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    expect(await stripe.subscriptions.retrieve('sub_missing').catch((caught) => caught.statusCode)).toBe(404);
  });

  it('refuses bad parameters with 400 and names the parameter', async () => {
    const customer = await stripe.customers.create({});
    const noSuccess = await stripe.checkout.sessions
      .create({
        mode: 'subscription',
        customer: customer.id,
        line_items: [{ price: 'price_pinloom_pro_monthly' }],
      })
      .catch((caught: unknown) => caught);
    expect(noSuccess).toMatchObject({ statusCode: 400, code: 'parameter_missing', param: 'success_url' });
    const pastTrial = await openCheckout(stripe, 'price_pinloom_pro_monthly', {
      subscription_data: { trial_end: 1000 },
    }).catch((caught: unknown) => caught);
    expect(pastTrial).toMatchObject({ statusCode: 400, param: 'subscription_data[trial_end]' });
    const tooSoon = await openCheckout(stripe, 'price_pinloom_pro_monthly', {
      subscription_data: { trial_end: Math.floor(Date.now() / 1000) + 47 * 3600 },
    }).catch((caught: unknown) => caught);
    expect(tooSoon).toMatchObject({ statusCode: 400, message: expect.stringContaining('48 hours') });
    const portal = await stripe.billingPortal.sessions
      .create({ customer: '' })
      .catch((caught: unknown) => caught);
    expect(portal).toMatchObject({ statusCode: 400, param: 'customer' });
  });

  it('requires a test secret key, answering 401 in Stripe shape', async () => {
    const wrong = new Stripe('sk_live_nope', { ...harness.emulator.sdkConfig, maxNetworkRetries: 0 });
    const error = await wrong.customers.create({}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    const raw = await fetch(`${harness.emulator.url}/v1/customers`, { method: 'POST' });
    expect(raw.status).toBe(401);
    expect((await raw.json()).error).toMatchObject({ type: 'invalid_request_error' });
    const ok = await fetch(`${harness.emulator.url}/v1/prices?lookup_keys[]=pinloom_pro_monthly`, {
      headers: { authorization: `Bearer ${SECRET_KEY}` },
    });
    expect((await ok.json()).data).toHaveLength(1);
  });

  it('replays a POST with the same idempotency key instead of repeating it', async () => {
    const first = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'signup-42' });
    const again = await stripe.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'signup-42' });
    expect(again.id).toBe(first.id);
    expect(harness.emulator.customers()).toHaveLength(1);
  });
});
