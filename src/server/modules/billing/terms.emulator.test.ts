// The billing statements of docs/product.md §1 and the terms page ("Subscriptions, Billing and Renewal",
// "Fees, Refunds and Price Changes") hold in what the code does, through the real SDK against the
// Stripe emulator: billed in advance, monthly or annually; renewed automatically for another period
// of the same length at the then-current price; cancel any time and keep the plan until the end of
// the paid period, then Free; nothing refunded or credited.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { StripeEmulator } from '../../../../emulators/stripe/server';
import { bearer, createUser } from '../../../../tests/factories/users';
import type { TestApp } from '../../../../tests/setup/test-app';
import type { PlanDto } from '../../../shared/api/billing';
import { workspaces } from '../../db/schema';
import { createPayingUser, PRICE, signInAgain, subscribeByCheckout, withBillingApp } from './test-support';

let emulator: StripeEmulator;
let t: TestApp;
let app: FastifyInstance;
withBillingApp((context) => ({ emulator, t, app } = context));

const DAY_S = 24 * 60 * 60;
const HOST = { host: 'localhost:3000' };

/** What the plan catalogue (GET /api/plans, the pricing page's source) says a price costs, in cents. */
async function catalogueCents(plan: string, cycle: 'monthly' | 'yearly'): Promise<number> {
  const { plans } = (await app.inject('/api/plans')).json() as { plans: PlanDto[] };
  const found = plans.find((candidate) => candidate.name === plan);
  if (!found) throw new Error(`no plan ${plan}`);
  return Math.round((cycle === 'monthly' ? found.price : found.yearlyPrice) * 100);
}

const subscribe = (token: string, priceId: string) => subscribeByCheckout({ app, emulator }, token, priceId);

/**
 * An action in the billing portal the app opens (Manage billing), as the browser posts it. The
 * person signs in again first: the clock may have run past their last session's 30 days.
 */
async function inPortal(userId: string, action: 'cancel' | 'switch', form: Record<string, string> = {}) {
  const opened = await app.inject({
    method: 'POST',
    url: '/api/payment/create-portal',
    headers: { ...bearer(await signInAgain(t, userId)), ...HOST },
  });
  expect(opened.statusCode).toBe(200);
  const done = await fetch(`${opened.json().url}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  await emulator.settled();
}

async function moveTo(seconds: number): Promise<void> {
  emulator.advanceTo(new Date(seconds * 1000));
  await emulator.settled();
}

async function userRow(id: string) {
  const [row] = await t.db.select().from(workspaces).where(eq(workspaces.ownerId, id));
  if (!row) throw new Error('no user');
  return row;
}

/** What Settings shows the person now (signed in again at the moved clock). */
async function billingStatus(userId: string) {
  const token = await signInAgain(t, userId);
  return (await app.inject({ method: 'GET', url: '/api/user/billing', headers: bearer(token) })).json();
}

const period = (invoice: Stripe.Invoice) => invoice.lines.data[0]?.period as { start: number; end: number };
const periodEndOf = (subscription: Stripe.Subscription) =>
  subscription.items.data[0]?.current_period_end as number;
const paidInvoices = () => emulator.invoices().filter((invoice) => invoice.status === 'paid');

/**
 * The calendar length of a period: whole months from start to end (a year is 12). The end falls on
 * the start's day of the month, or on the month's last day when it has fewer (Jan 31 → Feb 28).
 */
function monthsBetween(start: number, end: number): number {
  const from = new Date(start * 1000);
  const to = new Date(end * 1000);
  const lastDayOfMonth = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  expect(to.getUTCDate()).toBe(Math.min(from.getUTCDate(), lastDayOfMonth));
  expect(to.toISOString().slice(10)).toBe(from.toISOString().slice(10));
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
}

describe('"Paid subscriptions are billed in advance, monthly or annually"', () => {
  it.each([
    ['monthly', PRICE.proMonthly, 1],
    ['yearly', PRICE.proYearly, 12],
  ] as const)(
    '%s: the whole period is paid at its start, at the catalogue price',
    async (cycle, priceId, months) => {
      const { token, user } = await createPayingUser(t.db);
      const subscription = await subscribe(token, priceId);

      const [invoice] = emulator.invoices();
      if (!invoice) throw new Error('no invoice');
      expect(invoice).toMatchObject({ status: 'paid', amount_paid: await catalogueCents('pro', cycle) });
      const { start, end } = period(invoice);
      expect(invoice.status_transitions.paid_at).toBe(start);
      expect(monthsBetween(start, end)).toBe(months);
      expect(periodEndOf(subscription)).toBe(end);
      // The plan runs for exactly the period paid for.
      expect(await userRow(user.id)).toMatchObject({
        subscriptionPlan: 'pro',
        billingCycle: cycle,
        subscriptionStatus: 'active',
        currentPeriodEnd: new Date(end * 1000),
      });
    },
  );

  it('a trial carried into Checkout costs nothing; the first paid period is billed when it begins', async () => {
    const { token, user } = await createUser(t.db, { subscriptionPlan: 'pro' });
    const trialEnd = Math.floor(((await userRow(user.id)).trialEndsAt as Date).getTime() / 1000);
    await subscribe(token, PRICE.proMonthly);
    expect(emulator.invoices().map((invoice) => invoice.amount_paid)).toEqual([0]);

    await moveTo(trialEnd + 60);
    const [, first] = emulator.invoices();
    if (!first) throw new Error('no invoice after the trial');
    expect(first).toMatchObject({ status: 'paid', amount_paid: await catalogueCents('pro', 'monthly') });
    expect(period(first).start).toBe(trialEnd);
    expect(first.status_transitions.paid_at).toBe(trialEnd);
    expect(await userRow(user.id)).toMatchObject({
      subscriptionStatus: 'active',
      currentPeriodEnd: new Date(period(first).end * 1000),
    });
  });
});

describe('"Subscriptions auto-renew … for another period of the same length, at the then-current price"', () => {
  it.each([
    ['monthly', PRICE.starterMonthly, 1],
    ['yearly', PRICE.starterYearly, 12],
  ] as const)(
    '%s: each renewal bills the next period of the same length, paid at its start',
    async (cycle, priceId, months) => {
      const { token, user } = await createPayingUser(t.db);
      const subscription = await subscribe(token, priceId);
      let end = periodEndOf(subscription);
      for (let renewal = 1; renewal <= 2; renewal++) {
        await moveTo(end + 60);
        const invoices = paidInvoices();
        expect(invoices).toHaveLength(renewal + 1);
        const latest = invoices.at(-1) as Stripe.Invoice;
        expect(latest.amount_paid).toBe(await catalogueCents('starter', cycle));
        expect(latest.billing_reason).toBe('subscription_cycle');
        expect(period(latest).start).toBe(end);
        expect(latest.status_transitions.paid_at).toBe(end);
        expect(monthsBetween(period(latest).start, period(latest).end)).toBe(months);
        end = period(latest).end;
        // Nobody acted: Pinloom keeps the plan and shows the new renewal date.
        expect(await userRow(user.id)).toMatchObject({
          subscriptionPlan: 'starter',
          subscriptionStatus: 'active',
          currentPeriodEnd: new Date(end * 1000),
        });
      }
    },
  );

  it('renews at the price the subscription has then: a plan switched in the portal bills the new price', async () => {
    const { token, user } = await createPayingUser(t.db);
    const subscription = await subscribe(token, PRICE.starterMonthly);
    await moveTo(subscription.created + 10 * DAY_S);
    await inPortal(user.id, 'switch', { price: PRICE.proMonthly });
    // Same interval: the paid period runs on unchanged; nothing is billed or credited now.
    expect(emulator.invoices()).toHaveLength(1);
    expect(await userRow(user.id)).toMatchObject({ subscriptionPlan: 'pro', billingCycle: 'monthly' });

    const end = periodEndOf(subscription);
    await moveTo(end + 60);
    const renewal = emulator.invoices().at(-1) as Stripe.Invoice;
    expect(renewal).toMatchObject({ status: 'paid', amount_paid: await catalogueCents('pro', 'monthly') });
    expect(period(renewal).start).toBe(end);
    expect(monthsBetween(period(renewal).start, period(renewal).end)).toBe(1);
  });
});

describe('"You can cancel at any time … your plan stays active until the end of the period already paid for"', () => {
  it('keeps Pro to the last minute of the paid period, bills nothing more, then puts the account on Free', async () => {
    const { token, user } = await createPayingUser(t.db);
    const subscription = await subscribe(token, PRICE.proYearly);
    const end = periodEndOf(subscription);
    await moveTo(subscription.created + 40 * DAY_S);
    await inPortal(user.id, 'cancel');
    expect(await billingStatus(user.id)).toMatchObject({
      plan: 'pro',
      limits_plan: 'pro',
      cancel_at_period_end: true,
      current_period_end: new Date(end * 1000).toISOString(),
    });

    await moveTo(end - 60);
    expect(await billingStatus(user.id)).toMatchObject({ plan: 'pro', limits_plan: 'pro' });

    await moveTo(end + 60);
    expect(await userRow(user.id)).toMatchObject({
      subscriptionPlan: 'free',
      stripeSubscriptionId: null,
      currentPeriodEnd: new Date(end * 1000),
    });
    expect(await billingStatus(user.id)).toMatchObject({ plan: 'free', limits_plan: 'free' });
    const [ended] = emulator.subscriptions();
    expect(ended).toMatchObject({ status: 'canceled', ended_at: end });
    // No renewal after the cancellation: the one invoice is the period paid at the start.
    expect(emulator.invoices()).toHaveLength(1);
  });
});

describe('"Fees are non-refundable, including for partly used billing periods"', () => {
  it('cancelling the day after paying gives nothing back: no refund, no credit, the payment stands', async () => {
    const { token, user } = await createPayingUser(t.db);
    const subscription = await subscribe(token, PRICE.enterpriseYearly);
    const [invoice] = emulator.invoices();
    const paid = invoice?.amount_paid;
    expect(paid).toBe(await catalogueCents('enterprise', 'yearly'));

    await moveTo(subscription.created + DAY_S);
    await inPortal(user.id, 'cancel');
    await moveTo(periodEndOf(subscription) + 60);

    // The account as the emulator holds it (GET /_emulator/state): the one invoice, still paid in
    // full, nothing overpaid to carry, and no credit on the customer's balance.
    const state = await (await fetch(`${emulator.url}/_emulator/state`)).json();
    expect(state.invoices).toHaveLength(1);
    expect(state.invoices[0]).toMatchObject({
      status: 'paid',
      amount_paid: paid,
      amount_remaining: 0,
      amount_overpaid: 0,
    });
    expect(state.customers.map((customer: Stripe.Customer) => customer.balance)).toEqual([0]);
    expect(Object.keys(state).sort()).toEqual([
      'checkout_sessions',
      'customers',
      'invoices',
      'now',
      'subscriptions',
    ]);
    // Nothing Stripe would announce for money going back was ever sent.
    const types = new Set(emulator.events().map((event) => event.type));
    for (const type of types) expect(type).not.toMatch(/refund|credit_note|balance/);
    expect([...types]).toContain('customer.subscription.deleted');
  });
});
