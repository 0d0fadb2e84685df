// Deleting a paid workspace: its Stripe subscription is canceled at once (no renewal charges for a
// workspace that is gone), through the real SDK against the Stripe emulator, while the owner's
// other subscriptions go on; Stripe's webhook about the canceled one then changes nothing here.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { StripeEmulator } from '../../../../emulators/stripe/server';
import { bearer } from '../../../../tests/factories/users';
import type { TestApp } from '../../../../tests/setup/test-app';
import { workspaces } from '../../db/schema';
import {
  billingFor,
  createPayingUser,
  PRICE,
  subscribeByCheckout,
  withBillingApp,
} from '../billing/test-support';

let emulator: StripeEmulator;
let t: TestApp;
let app: FastifyInstance;
withBillingApp((context) => ({ emulator, t, app } = context));

async function row(workspaceId: string) {
  const [workspace] = await t.db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  return workspace;
}

/** Ada on Pro, with a client workspace on Starter: two subscriptions of one customer. */
async function agency() {
  const ada = await createPayingUser(t.db, { firstName: 'Ada' });
  const own = await subscribeByCheckout({ app, emulator }, ada.token, PRICE.proMonthly, ada.workspaceId);
  const created = await app.inject({
    method: 'POST',
    url: '/api/workspaces',
    headers: bearer(ada.token),
    payload: { name: 'Bloom Bakery' },
  });
  expect(created.statusCode).toBe(201);
  const clientId = created.json().workspace.id as string;
  const client = await subscribeByCheckout({ app, emulator }, ada.token, PRICE.starterMonthly, clientId);
  expect((await row(clientId))?.stripeSubscriptionId).toBe(client.id);
  return { ...ada, clientId, own, client };
}

const deleteWorkspace = (token: string, workspaceId: string, name: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/workspaces/${workspaceId}`,
    headers: bearer(token),
    payload: { confirm_name: name },
  });

describe('deleting a workspace with a subscription', () => {
  it("cancels its subscription at Stripe at once and leaves the owner's other one alone", async () => {
    const ada = await agency();
    expect((await deleteWorkspace(ada.token, ada.clientId, 'Bloom Bakery')).statusCode).toBe(200);
    await emulator.settled();

    const stripe = billingFor(emulator).stripe;
    expect((await stripe.subscriptions.retrieve(ada.client.id)).status).toBe('canceled');
    expect((await stripe.subscriptions.retrieve(ada.own.id)).status).toBe('active');
    // The webhook about the canceled subscription found no workspace to apply it to.
    expect(await row(ada.clientId)).toBeUndefined();
    expect(await row(ada.workspaceId)).toMatchObject({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      stripeSubscriptionId: ada.own.id,
    });
  });

  it('leaves the subscription alone when the typed name is wrong', async () => {
    const ada = await agency();
    expect((await deleteWorkspace(ada.token, ada.clientId, 'Bloom')).statusCode).toBe(400);
    const subscription = await billingFor(emulator).stripe.subscriptions.retrieve(ada.client.id);
    expect(subscription.status).toBe('active');
  });

  it('deletes the workspace even when Stripe refuses the cancellation', async () => {
    const ada = await agency();
    // Canceled already (in Stripe's dashboard, say): canceling again is an error Stripe answers.
    await billingFor(emulator).stripe.subscriptions.cancel(ada.client.id);
    await emulator.settled();
    expect((await deleteWorkspace(ada.token, ada.clientId, 'Bloom Bakery')).statusCode).toBe(200);
    expect(await row(ada.clientId)).toBeUndefined();
  });
});
