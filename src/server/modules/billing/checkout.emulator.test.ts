// Checkout, the billing portal and the webhook through the real Stripe SDK against the emulator:
// pay on the hosted page → Stripe's webhook → the plan is active; refusals of checkout.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { StripeEmulator } from '../../../../emulators/stripe/server';
import { bearer, createUser, personalWorkspace } from '../../../../tests/factories/users';
import type { TestApp } from '../../../../tests/setup/test-app';
import { stripeEvents, users, workspaces } from '../../db/schema';
import { trialClaims } from '../../db/schema-account';
import { expectRefusal, sendAs } from '../../http/test-support';
import { createPayingUser, PRICE, signInAgain, withBillingApp } from './test-support';

let emulator: StripeEmulator;
let t: TestApp;
let app: FastifyInstance;
withBillingApp((context) => ({ emulator, t, app } = context));

async function checkout(token: string, priceId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payment/create-checkout',
    headers: { ...bearer(token), host: 'localhost:3000' },
    payload: { priceId },
  });
}

/** Pays on the hosted Checkout page as a browser would; answers where it sends the browser. */
async function payOnPage(url: string, card = '4242424242424242'): Promise<Response> {
  return fetch(`${url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: card }).toString(),
    redirect: 'manual',
  });
}

async function billingStatus(token: string) {
  return (await app.inject({ method: 'GET', url: '/api/user/billing', headers: bearer(token) })).json();
}

async function userRow(id: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no user');
  return row;
}

describe('checkout → hosted page → webhook', () => {
  it('puts a Free user on the paid plan only once Stripe says it was paid', async () => {
    const { token, user, workspaceId } = await createPayingUser(t.db);
    const response = await checkout(token, PRICE.proYearly);
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(new RegExp(`^${emulator.url}/checkout/cs_`));

    const [session] = emulator.checkoutSessions();
    expect(session).toMatchObject({
      mode: 'subscription',
      // The workspace it pays for (ADR 0034); the subscription's metadata names it too.
      client_reference_id: workspaceId,
      // The plan rides along only so the page can name it while Stripe's webhook is on its way.
      success_url:
        'http://localhost:3000/settings/plan-and-billing?checkout=success&plan=pro&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/settings/plan-and-billing?checkout=canceled',
    });
    const [customer] = emulator.customers();
    expect(customer?.metadata).toEqual({ user_id: user.id });
    expect(session?.customer).toBe(customer?.id);
    // Nothing changes before Stripe's webhook, whatever the browser does.
    expect(await billingStatus(token)).toMatchObject({ plan: 'free', has_billing_account: true });

    const paid = await payOnPage(url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/settings/plan-and-billing?checkout=success&plan=pro&session_id=${session?.id}`,
    );
    const deliveries = await emulator.settled();
    expect(deliveries.map((d) => d.status)).toEqual(deliveries.map(() => 200));
    expect(deliveries.map((d) => d.type)).toEqual(
      expect.arrayContaining(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']),
    );

    const [subscription] = emulator.subscriptions();
    const periodEnd = subscription?.items.data[0]?.current_period_end as number;
    expect(await billingStatus(token)).toMatchObject({
      plan: 'pro',
      billing_cycle: 'yearly',
      status: 'active',
      limits_plan: 'pro',
      current_period_end: new Date(periodEnd * 1000).toISOString(),
      cancel_at_period_end: false,
      has_billing_account: true,
    });
    expect((await personalWorkspace(t.db, user.id)).stripeSubscriptionId).toBe(subscription?.id);
    const usage = await app.inject({ method: 'GET', url: '/api/user/usage', headers: bearer(token) });
    expect(usage.json().month.limit).toBe(250);
  });

  it('creates one Stripe customer per user and reuses it', async () => {
    const { token, user } = await createUser(t.db);
    expect((await checkout(token, PRICE.starterMonthly)).statusCode).toBe(200);
    expect((await checkout(token, PRICE.proMonthly)).statusCode).toBe(200);
    expect(emulator.customers()).toHaveLength(1);
    const sessions = emulator.checkoutSessions();
    expect(sessions.map((s) => s.customer)).toEqual([
      emulator.customers()[0]?.id,
      emulator.customers()[0]?.id,
    ]);
    expect((await userRow(user.id)).stripeCustomerId).toBe(emulator.customers()[0]?.id);
  });

  it('carries the remaining trial over when it is at least 48 hours away', async () => {
    const { token, workspace } = await createUser(t.db, { subscriptionPlan: 'pro', billingCycle: 'monthly' });
    const { url } = (await checkout(token, PRICE.proMonthly)).json();
    await payOnPage(url);
    await emulator.settled();
    const [subscription] = emulator.subscriptions();
    const trialEnd = workspace.trialEndsAt as Date;
    expect(subscription?.trial_end).toBe(Math.floor(trialEnd.getTime() / 1000));
    expect(await billingStatus(token)).toMatchObject({ plan: 'pro', status: 'trialing', limits_plan: 'pro' });
    // The trial is Stripe's now: the expiry job leaves it alone, and Stripe's charge makes it active.
    emulator.advanceTo(new Date(trialEnd.getTime() + 60_000));
    await emulator.settled();
    expect(await billingStatus(token)).toMatchObject({ plan: 'pro', status: 'active', limits_plan: 'pro' });
  });

  it('starts billing at once when less than 48 hours of trial are left', async () => {
    const { token, user } = await createUser(t.db, { subscriptionPlan: 'pro' });
    await t.db
      .update(workspaces)
      .set({ trialEndsAt: new Date(emulator.now().getTime() + 47 * 3600_000) })
      .where(eq(workspaces.ownerId, user.id));
    const { url } = (await checkout(token, PRICE.starterYearly)).json();
    await payOnPage(url);
    await emulator.settled();
    expect(emulator.subscriptions()[0]).toMatchObject({ status: 'active', trial_end: null });
    expect(await billingStatus(token)).toMatchObject({
      plan: 'starter',
      billing_cycle: 'yearly',
      status: 'active',
    });
  });

  it('changes nothing when the card is declined', async () => {
    const { token } = await createUser(t.db, { subscriptionPlan: 'starter' });
    const { url } = (await checkout(token, PRICE.enterpriseMonthly)).json();
    expect((await payOnPage(url, '4000000000000002')).status).toBe(402);
    await emulator.settled();
    expect(await billingStatus(token)).toMatchObject({ plan: 'starter', status: 'trialing' });
  });
});

describe('checkout refusals', () => {
  it('refuses a price that is not one of this server’s, naming it', async () => {
    const { token } = await createUser(t.db);
    const response = await checkout(token, 'price_someone_elses');
    expectRefusal(response, 400, {
      code: 'bad_request',
      error: "Unknown price: price_someone_elses is not one of this server's plans.",
    });
    expect(emulator.customers()).toHaveLength(0);
  });

  it('refuses a missing or empty priceId and unknown fields', async () => {
    const { token } = await createUser(t.db);
    for (const payload of [{}, { priceId: '' }, { priceId: PRICE.proMonthly, plan: 'pro' }]) {
      const response = await sendAs(app, token, 'POST', '/api/payment/create-checkout', payload);
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses checkout for the plan already held, and for another while subscribed (409)', async () => {
    const { token } = await createUser(t.db);
    await payOnPage((await checkout(token, PRICE.starterMonthly)).json().url);
    await emulator.settled();
    const same = await checkout(token, PRICE.starterMonthly);
    expect(same.statusCode).toBe(409);
    expect(same.json().error).toBe("Maya's workspace already has the Starter plan (monthly).");
    const other = await checkout(token, PRICE.proYearly);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe(
      "Maya's workspace already has a Starter subscription. Use Manage billing to switch plans.",
    );
    expect(emulator.checkoutSessions()).toHaveLength(1);
  });

  it('needs a session', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment/create-checkout',
      payload: { priceId: PRICE.proMonthly },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('billing portal', () => {
  it('answers 409 before the user has a billing account', async () => {
    const { token } = await createPayingUser(t.db);
    const response = await sendAs(app, token, 'POST', '/api/payment/create-portal');
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('You have no billing account yet. Choose a plan to subscribe first.');
  });

  it('opens the portal for the customer; switching plan there reaches Pinloom by webhook', async () => {
    const { token, user } = await createPayingUser(t.db);
    await payOnPage((await checkout(token, PRICE.proMonthly)).json().url);
    await emulator.settled();
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment/create-portal',
      headers: { ...bearer(token), host: '127.0.0.1:3000' },
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(new RegExp(`^${emulator.url}/portal/`));
    // "Return to Pinloom" comes back to the plan, in its own section of Settings.
    expect(await (await fetch(url)).text()).toContain('http://127.0.0.1:3000/settings/plan-and-billing');
    const form = (action: string, fields: Record<string, string> = {}) =>
      fetch(`${url}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      });
    expect((await form('switch', { price: PRICE.starterMonthly })).status).toBe(303);
    await emulator.settled();
    expect(await billingStatus(token)).toMatchObject({
      plan: 'starter',
      billing_cycle: 'monthly',
      status: 'active',
    });

    expect((await form('cancel')).status).toBe(303);
    await emulator.settled();
    const status = await billingStatus(token);
    expect(status).toMatchObject({ plan: 'starter', status: 'active', cancel_at_period_end: true });

    // At the period end Stripe ends it: Free, and the ended subscription let go.
    emulator.advanceTo(new Date(Date.parse(status.current_period_end) + 1000));
    await emulator.settled();
    // A month on, the person signs in again (a session lasts 30 days of the same clock).
    expect(await billingStatus(await signInAgain(t, user.id))).toMatchObject({
      plan: 'free',
      status: 'active',
      limits_plan: 'free',
      cancel_at_period_end: false,
      current_period_end: status.current_period_end,
    });
    expect(await t.db.select().from(stripeEvents)).not.toHaveLength(0);
  });
});

describe('one free trial per person, told before checkout (ADR 0027)', () => {
  const DAY_MS = 24 * 3600_000;
  const PASSWORD = 'correct-horse-battery';

  async function deleteAccount(token: string) {
    const response = await sendAs(app, token, 'POST', '/api/user/delete-account', { password: PASSWORD });
    expect(response.statusCode).toBe(200);
  }

  it('gives a first-time subscriber the 7-day trial at checkout; once used, never again', async () => {
    const { token, user } = await createUser(t.db, { email: 'first.timer@example.com' });
    expect(await billingStatus(token)).toMatchObject({
      plan: 'free',
      checkout_trial: 'new',
      trial_used_at: null,
    });

    await payOnPage((await checkout(token, PRICE.starterYearly)).json().url);
    await emulator.settled();
    const [subscription] = emulator.subscriptions();
    expect(subscription).toMatchObject({ status: 'trialing' });
    const trialStart = subscription?.trial_start as number;
    expect((subscription?.trial_end as number) - trialStart).toBe(7 * 24 * 3600);
    // Nothing was charged today.
    expect(emulator.invoices().map((invoice) => invoice.amount_paid)).toEqual([0]);
    expect(await billingStatus(token)).toMatchObject({
      plan: 'starter',
      billing_cycle: 'yearly',
      status: 'trialing',
      limits_plan: 'starter',
      trial_ends_at: new Date((subscription?.trial_end as number) * 1000).toISOString(),
      trial_used_at: new Date(trialStart * 1000).toISOString(),
    });
    // The webhook claimed the trial for the address.
    expect(await t.db.select().from(trialClaims)).toHaveLength(1);
    expect((await personalWorkspace(t.db, user.id)).stripeSubscriptionId).toBe(subscription?.id);

    // Closed and opened again: Free, and a plan bought now is billed at once.
    await deleteAccount(token);
    const returning = await createUser(t.db, { email: 'First.Timer+again@example.com' });
    expect(await billingStatus(returning.token)).toMatchObject({
      checkout_trial: 'none',
      trial_used_at: new Date(trialStart * 1000).toISOString(),
    });
    await payOnPage((await checkout(returning.token, PRICE.proMonthly)).json().url);
    await emulator.settled();
    const paid = emulator.subscriptions().at(-1);
    expect(paid).toMatchObject({ status: 'active', trial_end: null });
    expect(emulator.invoices().at(-1)?.amount_paid).toBe(4999);
    expect(await billingStatus(returning.token)).toMatchObject({ plan: 'pro', status: 'active' });
  });

  it('says a trial sign-up keeps its days, and bills at once under 48 hours or after the trial', async () => {
    const { token, user, workspace } = await createUser(t.db, { subscriptionPlan: 'pro' });
    const trialEnd = workspace.trialEndsAt as Date;
    const began = new Date(trialEnd.getTime() - 7 * DAY_MS).toISOString();
    expect(await billingStatus(token)).toMatchObject({ checkout_trial: 'carried', trial_used_at: began });

    await t.db
      .update(workspaces)
      .set({ trialEndsAt: new Date(emulator.now().getTime() + 47 * 3600_000) })
      .where(eq(workspaces.ownerId, user.id));
    // The claim made at sign-up still says when the trial began.
    expect(await billingStatus(token)).toMatchObject({ checkout_trial: 'none', trial_used_at: began });

    await t.db
      .update(workspaces)
      .set({ subscriptionPlan: 'free', subscriptionStatus: 'active', trialEndsAt: trialEnd })
      .where(eq(workspaces.ownerId, user.id));
    expect(await billingStatus(token)).toMatchObject({ checkout_trial: 'none', trial_used_at: began });
    await payOnPage((await checkout(token, PRICE.enterpriseMonthly)).json().url);
    await emulator.settled();
    expect(emulator.subscriptions()[0]).toMatchObject({ status: 'active', trial_end: null });
  });
});
