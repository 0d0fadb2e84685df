// Deleting an account that pays: its Stripe subscription is canceled at once (no renewal charges a
// person who has left), through the real SDK against the Stripe emulator; when Stripe fails, the
// account is deleted all the same.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { StripeEmulator } from '../../../../emulators/stripe/server';
import { bearer } from '../../../../tests/factories/users';
import type { TestApp } from '../../../../tests/setup/test-app';
import { users, workspaces } from '../../db/schema';
import { billingFor, createPayingUser, PRICE, withBillingApp } from '../billing/test-support';

let emulator: StripeEmulator;
let t: TestApp;
let app: FastifyInstance;
withBillingApp((context) => ({ emulator, t, app } = context));

async function subscribedUser() {
  const created = await createPayingUser(t.db);
  const response = await app.inject({
    method: 'POST',
    url: '/api/payment/create-checkout',
    headers: bearer(created.token),
    payload: { priceId: PRICE.proMonthly },
  });
  const sessionId = new URL(response.json().url).pathname.split('/').pop() as string;
  emulator.completeCheckout(sessionId);
  await emulator.settled();
  const [row] = await t.db.select().from(workspaces).where(eq(workspaces.ownerId, created.user.id));
  expect(row?.stripeSubscriptionId).toBeTruthy();
  return { ...created, subscriptionId: row?.stripeSubscriptionId as string };
}

const deleteAccount = (token: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/delete-account',
    headers: bearer(token),
    payload: { password },
  });

describe('deleting an account with a subscription', () => {
  it('cancels the subscription at Stripe at once', async () => {
    const { token, password, subscriptionId } = await subscribedUser();
    expect((await deleteAccount(token, password)).statusCode).toBe(200);
    const subscription = await billingFor(emulator).stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription.status).toBe('canceled');
  });

  it('leaves the subscription alone when the password is wrong', async () => {
    const { token, subscriptionId } = await subscribedUser();
    expect((await deleteAccount(token, 'not-the-password')).statusCode).toBe(400);
    const subscription = await billingFor(emulator).stripe.subscriptions.retrieve(subscriptionId);
    expect(subscription.status).toBe('active');
  });

  it('deletes the account even when Stripe refuses the cancellation', async () => {
    const { token, password, user, subscriptionId } = await subscribedUser();
    // Canceled already (in Stripe's dashboard, say): canceling again is an error Stripe answers.
    await billingFor(emulator).stripe.subscriptions.cancel(subscriptionId);
    await emulator.settled();
    expect((await deleteAccount(token, password)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });
});
