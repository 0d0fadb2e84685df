// POST /api/test-clock (TEST_CLOCK=1 only): moves the app's clock and demo billing's Stripe
// emulator together, and answers once every webhook and plan expiry that fell due is applied.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { StripeEmulator } from '../../../../emulators/stripe/server';
import { bearer, createUser } from '../../../../tests/factories/users';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app';
import { workspaces } from '../../db/schema';
import { billingFor, PRICE, subscribeByCheckout, withBillingApp } from '../billing/test-support';
import { createTestClock } from './test-clock';

const DAY_S = 24 * 60 * 60;

let emulator: StripeEmulator;
let t: TestApp;
let app: FastifyInstance;

/** An app as main.ts builds it with TEST_CLOCK=1 and demo billing: one clock for all. */
withBillingApp(
  (context) => ({ emulator, t, app } = context),
  {},
  (emulator) => {
    const clock = createTestClock();
    return {
      billing: { ...billingFor(emulator), mode: 'demo', demoClock: emulator },
      clock: clock,
      testClock: clock,
    };
  },
);

const move = (payload: object) => app.inject({ method: 'POST', url: '/api/test-clock', payload });

async function userRow(id: string) {
  const [row] = await t.db.select().from(workspaces).where(eq(workspaces.ownerId, id));
  if (!row) throw new Error('no user');
  return row;
}

const subscribe = (token: string, priceId: string) => subscribeByCheckout({ app, emulator }, token, priceId);

describe('the test clock route', () => {
  it('tells the time of the app', async () => {
    const before = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/test-clock' });
    expect(response.statusCode).toBe(200);
    expect(Date.parse(response.json().now)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(response.json().now)).toBeLessThanOrEqual(Date.now());
  });

  it('moves the app and the emulator to the same moment, by seconds or to a date', async () => {
    const start = Date.now();
    const bySeconds = await move({ seconds: 5 * DAY_S });
    expect(bySeconds.statusCode).toBe(200);
    const movedTo = Date.parse(bySeconds.json().now);
    expect(movedTo - start).toBeGreaterThanOrEqual(5 * DAY_S * 1000);
    expect(movedTo - start).toBeLessThan(5 * DAY_S * 1000 + 60_000);
    expect(Math.abs(emulator.now().getTime() - movedTo)).toBeLessThan(60_000);

    const to = new Date(movedTo + 40 * DAY_S * 1000).toISOString();
    const toDate = await move({ to });
    expect(toDate.statusCode).toBe(200);
    expect(Date.parse(toDate.json().now) - Date.parse(to)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(toDate.json().now) - Date.parse(to)).toBeLessThan(60_000);
    expect(Math.abs(emulator.now().getTime() - Date.parse(to))).toBeLessThan(60_000);
    const now = (await app.inject({ method: 'GET', url: '/api/test-clock' })).json().now;
    expect(Date.parse(now) - Date.parse(to)).toBeLessThan(60_000);
  });

  it('ends a trial without a subscription in the same answer: the account is on Free', async () => {
    const { token, user } = await createUser(t.db, { subscriptionPlan: 'pro', billingCycle: 'yearly' });
    const status = () => app.inject({ method: 'GET', url: '/api/user/billing', headers: bearer(token) });
    expect((await status()).json()).toMatchObject({ plan: 'pro', status: 'trialing', trial_days_left: 7 });

    await move({ seconds: 5 * DAY_S });
    expect((await status()).json()).toMatchObject({ plan: 'pro', status: 'trialing', trial_days_left: 2 });

    await move({ seconds: 2 * DAY_S + 60 });
    expect(await userRow(user.id)).toMatchObject({ subscriptionPlan: 'free', subscriptionStatus: 'active' });
    expect((await status()).json()).toMatchObject({ plan: 'free', limits_plan: 'free' });
  });

  it('renews a subscription at its period end, webhooks applied before it answers', async () => {
    const { token, user } = await createUser(t.db);
    const subscription = await subscribe(token, PRICE.starterMonthly);
    const periodEnd = subscription.items.data[0]?.current_period_end as number;
    expect((await userRow(user.id)).currentPeriodEnd).toEqual(new Date(periodEnd * 1000));

    await move({ to: new Date((periodEnd + 60) * 1000).toISOString() });
    const renewed = await userRow(user.id);
    expect(renewed).toMatchObject({ subscriptionPlan: 'starter', subscriptionStatus: 'active' });
    expect(renewed.currentPeriodEnd?.getTime()).toBeGreaterThan((periodEnd + 27 * DAY_S) * 1000);
  });

  it('ends a canceled subscription at its period end: Free, in the same answer', async () => {
    const { token, user } = await createUser(t.db);
    const subscription = await subscribe(token, PRICE.proMonthly);
    await billingFor(emulator).stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    await emulator.settled();
    expect(await userRow(user.id)).toMatchObject({ subscriptionPlan: 'pro', cancelAtPeriodEnd: true });

    const periodEnd = subscription.items.data[0]?.current_period_end as number;
    await move({ to: new Date((periodEnd + 60) * 1000).toISOString() });
    expect(await userRow(user.id)).toMatchObject({
      subscriptionPlan: 'free',
      subscriptionStatus: 'active',
      stripeSubscriptionId: null,
    });
  });

  it.each([
    [{ to: '2001-01-01T00:00:00.000Z' }, 'The test clock only moves forward'],
    [{ seconds: -1 }, 'seconds'],
    [{ seconds: 1, to: '2099-01-01T00:00:00.000Z' }, ''],
    [{ to: 'tomorrow' }, ''],
    [{}, ''],
  ])('refuses %o with a 400', async (payload, message) => {
    const response = await move(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });
});

describe('without TEST_CLOCK', () => {
  it('has no test clock route', async () => {
    const normal = await createTestApp();
    try {
      for (const method of ['GET', 'POST'] as const) {
        const response = await normal.app.inject({
          method,
          url: '/api/test-clock',
          payload: { seconds: 60 },
        });
        expect(response.statusCode, method).toBe(404);
      }
      expect(JSON.stringify((await normal.app.inject('/api/docs/json')).json())).not.toContain('test-clock');
    } finally {
      await normal.app.close();
    }
  });
});
