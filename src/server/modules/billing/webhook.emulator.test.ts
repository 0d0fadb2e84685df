// Stripe's webhook through the real SDK against the emulator: forged, repeated, reordered and late
// events, an unknown customer, a failed renewal through past_due to canceled, and oversized bodies.
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { StripeEmulator } from '../../../../emulators/stripe/server';
import { bearer, createUser } from '../../../../tests/factories/users';
import type { TestApp } from '../../../../tests/setup/test-app';
import { PAST_DUE_GRACE_DAYS } from '../../../shared/api/billing';
import { stripeEvents, users, workspaces } from '../../db/schema';
import { expectRefusal } from '../../http/test-support';
import {
  billingFor,
  createPayingUser,
  PRICE,
  signInAgain,
  TEST_WEBHOOK_SECRET,
  withBillingApp,
} from './test-support';

let emulator: StripeEmulator;
let t: TestApp;
let app: FastifyInstance;
withBillingApp((context) => ({ emulator, t, app } = context), { paymentRetries: 4, paymentRetryDays: 2 });

const DAY_MS = 24 * 3600_000;
const stripe = () => billingFor(emulator).stripe;

function post(body: string, signature?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    payload: body,
  });
}

/** Posts an event as Stripe would, signed with the endpoint's secret. */
function deliver(event: Stripe.Event) {
  const body = JSON.stringify(event);
  const signature = stripe().webhooks.generateTestHeaderString({
    payload: body,
    secret: TEST_WEBHOOK_SECRET,
  });
  return post(body, signature);
}

async function subscribe(priceId: string = PRICE.proMonthly) {
  const created = await createPayingUser(t.db);
  const response = await app.inject({
    method: 'POST',
    url: '/api/payment/create-checkout',
    headers: bearer(created.token),
    payload: { priceId },
  });
  const sessionId = new URL(response.json().url).pathname.split('/').pop() as string;
  emulator.completeCheckout(sessionId);
  await emulator.settled();
  return created;
}

/** What Settings shows the person now (signed in again: the clock may have run past 30 days). */
async function status(userId: string) {
  const token = await signInAgain(t, userId);
  return (await app.inject({ method: 'GET', url: '/api/user/billing', headers: bearer(token) })).json();
}

async function storedEvents() {
  const [row] = await t.db.select({ n: count() }).from(stripeEvents);
  return row?.n ?? 0;
}

describe('POST /api/payment/webhook: signatures', () => {
  it('refuses a missing or forged signature with 400 and changes nothing', async () => {
    const { token, user } = await createPayingUser(t.db);
    await app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout',
      headers: bearer(token),
      payload: { priceId: PRICE.proMonthly },
    });
    emulator.setWebhook({ url: undefined });
    emulator.completeCheckout(emulator.checkoutSessions()[0]?.id as string);
    const event = emulator.events().find((e) => e.type === 'checkout.session.completed') as Stripe.Event;
    const body = JSON.stringify(event);

    const missing = await post(body);
    expectRefusal(missing, 400, { code: 'bad_request', error: 'Missing Stripe-Signature header.' });
    const forged = stripe().webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_not_ours' });
    const refused = await post(body, forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('The Stripe-Signature does not match this body.');
    // A good signature over another body does not carry over to this one.
    const signed = stripe().webhooks.generateTestHeaderString({ payload: body, secret: TEST_WEBHOOK_SECRET });
    expect((await post(body.replace('"complete"', '"open"'), signed)).statusCode).toBe(400);
    expect((await post(body, 'garbage')).statusCode).toBe(400);
    expect(await status(user.id)).toMatchObject({ plan: 'free' });
    expect(await storedEvents()).toBe(0);

    expect((await deliver(event)).statusCode).toBe(200);
    expect(await status(user.id)).toMatchObject({ plan: 'pro', status: 'active' });
  });

  it('refuses a body over the limit with 413, before reading it as an event', async () => {
    const response = await post(`{"pad":"${'x'.repeat(300 * 1024)}"}`, 't=1,v1=00');
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('answers 200 to event types it does not handle, storing nothing', async () => {
    const event = {
      id: 'evt_other',
      object: 'event',
      type: 'charge.succeeded',
      created: 1,
      data: { object: {} },
    };
    expect((await deliver(event as unknown as Stripe.Event)).statusCode).toBe(200);
    expect(await storedEvents()).toBe(0);
  });
});

describe('POST /api/payment/webhook: order and repeats', () => {
  it('applies each event once when Stripe delivers everything twice', async () => {
    emulator.setFaults({ duplicate: true });
    const { user } = await subscribe(PRICE.enterpriseYearly);
    const deliveries = emulator.deliveries();
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect(deliveries.length).toBe(new Set(deliveries.map((d) => d.event_id)).size * 2);
    // Stored once each: the handled ones (customer.created is answered 200 and not stored).
    const handled = new Set(deliveries.filter((d) => d.type !== 'customer.created').map((d) => d.event_id));
    expect(handled.size).toBe(3);
    expect(await storedEvents()).toBe(handled.size);
    expect(await status(user.id)).toMatchObject({
      plan: 'enterprise',
      billing_cycle: 'yearly',
      status: 'active',
    });
  });

  it('ends in Stripe’s current state when events arrive last first', async () => {
    emulator.setFaults({ out_of_order: true });
    const { user } = await subscribe(PRICE.starterYearly);
    const checkoutBatch = emulator.deliveries().filter((d) => d.type !== 'customer.created');
    expect(checkoutBatch.map((d) => d.type)).toEqual([
      'invoice.paid',
      'customer.subscription.created',
      'checkout.session.completed',
    ]);
    expect(await status(user.id)).toMatchObject({
      plan: 'starter',
      billing_cycle: 'yearly',
      status: 'active',
    });
  });

  it('ignores what an old event says when it arrives after newer ones', async () => {
    const { user } = await subscribe(PRICE.proMonthly);
    const created = emulator.events().find((e) => e.type === 'customer.subscription.created') as Stripe.Event;
    const subscriptionId = (created.data.object as Stripe.Subscription).id;
    await stripe().subscriptions.cancel(subscriptionId);
    await emulator.settled();
    expect(await status(user.id)).toMatchObject({ plan: 'free', status: 'active' });
    // The "created" event (status active) again, under a new id as a late first delivery would be.
    expect((await deliver({ ...created, id: 'evt_late_created' })).statusCode).toBe(200);
    expect(await status(user.id)).toMatchObject({ plan: 'free', status: 'active', limits_plan: 'free' });
  });

  it('logs an event for a customer it does not know, answers 200 and changes nothing', async () => {
    const { user } = await createUser(t.db, { subscriptionPlan: 'starter' });
    const before = await t.db.select().from(workspaces).where(eq(workspaces.ownerId, user.id));
    const customer = await stripe().customers.create({ email: 'stranger@example.com' });
    const session = await stripe().checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: PRICE.proMonthly, quantity: 1 }],
      success_url: 'http://localhost/ok',
    });
    emulator.completeCheckout(session.id);
    const deliveries = await emulator.settled();
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((d) => d.status === 200)).toBe(true);
    expect(await storedEvents()).toBe(0);
    expect(await t.db.select().from(workspaces).where(eq(workspaces.ownerId, user.id))).toEqual(before);
  });
});

describe('POST /api/payment/webhook: whose subscription', () => {
  it("ignores an event naming one customer and another customer's subscription", async () => {
    const owner = await subscribe(PRICE.proMonthly);
    const subscription = emulator.subscriptions()[0] as Stripe.Subscription;
    // A second user with a Stripe customer of their own (a checkout started, never paid).
    const other = await createUser(t.db);
    await app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout',
      headers: bearer(other.token),
      payload: { priceId: PRICE.starterMonthly },
    });
    const [otherRow] = await t.db.select().from(users).where(eq(users.id, other.user.id));
    const otherCustomer = otherRow?.stripeCustomerId as string;
    expect(otherCustomer).toMatch(/^cus_/);
    expect(otherCustomer).not.toBe(subscription.customer);

    // Signed with the endpoint's secret: the event says the owner's live subscription is the
    // other customer's. Stripe, read back, says whose it is.
    const forged = {
      id: 'evt_foreign_subscription',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(emulator.now().getTime() / 1000),
      data: { object: { ...subscription, customer: otherCustomer } },
    } as unknown as Stripe.Event;
    expect((await deliver(forged)).statusCode).toBe(200);

    expect(await status(other.user.id)).toMatchObject({
      plan: 'free',
      status: 'active',
      limits_plan: 'free',
    });
    const [after] = await t.db.select().from(workspaces).where(eq(workspaces.ownerId, other.user.id));
    expect(after?.stripeSubscriptionId).toBeNull();
    expect(await status(owner.user.id)).toMatchObject({ plan: 'pro', status: 'active' });
  });
});

describe('a failed renewal: past_due, the grace period, then canceled', () => {
  /** The next renewal of the user's subscription fails; answers when the paid period ended. */
  async function failRenewal(userId: string): Promise<number> {
    const periodEnd = Date.parse((await status(userId)).current_period_end);
    emulator.setFaults({ fail_next_renewal: true });
    emulator.advanceTo(new Date(periodEnd + 1000));
    await emulator.settled();
    return periodEnd;
  }

  it('keeps the plan for the grace period, then Free limits, then Free when Stripe gives up', async () => {
    const { user } = await subscribe(PRICE.proMonthly);
    const periodEnd = await failRenewal(user.id);
    const pastDue = await status(user.id);
    expect(pastDue).toMatchObject({ plan: 'pro', status: 'past_due', limits_plan: 'pro' });
    expect(pastDue.grace_ends_at).toBe(new Date(periodEnd + PAST_DUE_GRACE_DAYS * DAY_MS).toISOString());

    // Retries on days 2, 4 and 6 fail too: still within the grace period, still Pro.
    emulator.advanceTo(new Date(periodEnd + 6.5 * DAY_MS));
    await emulator.settled();
    expect(await status(user.id)).toMatchObject({ plan: 'pro', status: 'past_due', limits_plan: 'pro' });

    // Past the grace period: the plan is kept (a payment would restore it) but its limits are Free's.
    emulator.advanceTo(new Date(periodEnd + PAST_DUE_GRACE_DAYS * DAY_MS));
    expect(await status(user.id)).toMatchObject({ plan: 'pro', status: 'past_due', limits_plan: 'free' });
    const usage = await app.inject({
      method: 'GET',
      url: '/api/user/usage',
      headers: bearer(await signInAgain(t, user.id)),
    });
    expect(usage.json()).toMatchObject({ plan: 'free', month: { limit: 5 }, day: { limit: 1 } });

    // The last retry (day 8) fails and Stripe cancels: Free.
    emulator.advanceTo(new Date(periodEnd + 8 * DAY_MS + 1000));
    await emulator.settled();
    expect(await status(user.id)).toMatchObject({
      plan: 'free',
      status: 'active',
      limits_plan: 'free',
      grace_ends_at: null,
    });
  });

  it('is active again, and no longer past_due, once a retry is paid', async () => {
    const { user } = await subscribe(PRICE.starterMonthly);
    await failRenewal(user.id);
    expect(await status(user.id)).toMatchObject({ status: 'past_due' });
    const [subscription] = emulator.subscriptions();
    const portal = await stripe().billingPortal.sessions.create({
      customer: subscription?.customer as string,
    });
    const paid = await fetch(`${portal.url}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card_number: '4242424242424242' }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    await emulator.settled();
    expect(await status(user.id)).toMatchObject({ plan: 'starter', status: 'active', grace_ends_at: null });
  });
});
