// Each workspace holds its own plan and Stripe subscription, paid by its owner (ADR 0034): a
// checkout is for the workspace the request is in; the webhook applies a subscription to the
// workspace its checkout named, or to the one holding it; members see the plan, only owners buy.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { StripeEmulator } from '../../../../emulators/stripe/server';
import { bearer } from '../../../../tests/factories/users';
import type { TestApp } from '../../../../tests/setup/test-app';
import { activityEvents, workspaces } from '../../db/schema';
import { addMember } from '../workspaces/test-support';
import { billingFor, createPayingUser, PRICE, subscribeByCheckout, withBillingApp } from './test-support';

let emulator: StripeEmulator;
let t: TestApp;
let app: FastifyInstance;
withBillingApp((context) => ({ emulator, t, app } = context));

function send(token: string, method: 'GET' | 'POST', url: string, workspaceId: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { ...bearer(token), 'x-workspace-id': workspaceId, host: 'localhost:3000' },
    ...(payload ? { payload } : {}),
  });
}

/** Checkout in `workspaceId`, paid on the emulator's hosted page, webhooks applied. */
const buy = (token: string, workspaceId: string, priceId: string) =>
  subscribeByCheckout({ app, emulator }, token, priceId, workspaceId);

async function row(workspaceId: string) {
  const [workspace] = await t.db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  if (!workspace) throw new Error('no workspace');
  return workspace;
}

/** An agency owner on Pro with a second workspace (Free) for a client. */
async function agency() {
  const owner = await createPayingUser(t.db, { firstName: 'Ada' });
  await buy(owner.token, owner.workspaceId, PRICE.proMonthly);
  const created = await send(owner.token, 'POST', '/api/workspaces', owner.workspaceId, {
    name: 'Bloom Bakery',
  });
  expect(created.statusCode).toBe(201);
  return { ...owner, clientId: created.json().workspace.id as string };
}

describe('a plan per workspace', () => {
  it("buys a plan for the request's workspace alone, paid by the owner's one customer", async () => {
    const ada = await agency();
    await buy(ada.token, ada.clientId, PRICE.starterYearly);

    const status = async (workspaceId: string) =>
      (await send(ada.token, 'GET', '/api/user/billing', workspaceId)).json();
    expect(await status(ada.clientId)).toMatchObject({
      workspace_name: 'Bloom Bakery',
      can_manage: true,
      plan: 'starter',
      billing_cycle: 'yearly',
      status: 'active',
      limits_plan: 'starter',
    });
    expect(await status(ada.workspaceId)).toMatchObject({ workspace_name: "Ada's workspace", plan: 'pro' });

    // One customer, two subscriptions, each naming the workspace it pays for.
    expect(emulator.customers()).toHaveLength(1);
    const subscriptions = emulator.subscriptions();
    expect(subscriptions.map((s) => s.metadata.workspace_id)).toEqual([ada.workspaceId, ada.clientId]);
    expect(new Set(subscriptions.map((s) => s.customer))).toEqual(new Set([emulator.customers()[0]?.id]));
    expect((await row(ada.clientId)).stripeSubscriptionId).toBe(subscriptions[1]?.id);
    expect((await row(ada.workspaceId)).stripeSubscriptionId).toBe(subscriptions[0]?.id);

    // A second checkout in the same workspace is refused; the other workspace is not in the way.
    const again = await send(ada.token, 'POST', '/api/payment/create-checkout', ada.clientId, {
      priceId: PRICE.proMonthly,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      'Bloom Bakery already has a Starter subscription. Use Manage billing to switch plans.',
    );

    // Its activity log says when its plan changed; the other workspace's log does not.
    const logged = await t.db
      .select({ subject: activityEvents.subject })
      .from(activityEvents)
      .where(eq(activityEvents.workspaceId, ada.clientId));
    expect(logged.map((event) => event.subject)).toContain('Free → Starter');
  });

  it('cancels one workspace’s subscription without touching the other', async () => {
    const ada = await agency();
    await buy(ada.token, ada.clientId, PRICE.starterMonthly);
    const clientSubscription = (await row(ada.clientId)).stripeSubscriptionId as string;
    await billingFor(emulator).stripe.subscriptions.cancel(clientSubscription);
    await emulator.settled();
    expect(await row(ada.clientId)).toMatchObject({ subscriptionPlan: 'free', stripeSubscriptionId: null });
    expect(await row(ada.workspaceId)).toMatchObject({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
    });
  });

  it('applies a subscription whose checkout named no workspace to the one holding it', async () => {
    const ada = await agency();
    const held = (await row(ada.workspaceId)).stripeSubscriptionId as string;
    // As a subscription bought before workspaces held plans: its metadata names only the person.
    const stripe = billingFor(emulator).stripe;
    await stripe.subscriptions.update(held, { metadata: { workspace_id: '' } });
    await emulator.settled();
    expect((await stripe.subscriptions.retrieve(held)).metadata).toEqual({ user_id: ada.user.id });
    await stripe.subscriptions.update(held, { cancel_at_period_end: true });
    await emulator.settled();
    expect(await row(ada.workspaceId)).toMatchObject({ subscriptionPlan: 'pro', cancelAtPeriodEnd: true });
    expect(await row(ada.clientId)).toMatchObject({ subscriptionPlan: 'free', cancelAtPeriodEnd: false });
  });

  it('shows every member the plan, and lets only an owner start a checkout or open the portal', async () => {
    const ada = await agency();
    const eli = await createPayingUser(t.db, { firstName: 'Eli' });
    await addMember(t.db, {
      workspaceId: ada.workspaceId,
      userId: eli.user.id,
      role: 'admin',
      now: emulator.now(),
    });

    const seen = await send(eli.token, 'GET', '/api/user/billing', ada.workspaceId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ workspace_name: "Ada's workspace", plan: 'pro', can_manage: false });
    for (const url of ['/api/payment/create-checkout', '/api/payment/create-portal']) {
      const refused = await send(eli.token, 'POST', url, ada.workspaceId, {
        priceId: PRICE.enterpriseMonthly,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('role_required');
    }
    expect(emulator.checkoutSessions()).toHaveLength(1);
    // In their own workspace they are its owner, and may.
    const own = await send(eli.token, 'POST', '/api/payment/create-checkout', eli.workspaceId, {
      priceId: PRICE.starterMonthly,
    });
    expect(own.statusCode).toBe(200);
  });

  it('cancels every subscription a person pays when they delete their account', async () => {
    const ada = await agency();
    await buy(ada.token, ada.clientId, PRICE.starterMonthly);
    const deleted = await send(ada.token, 'POST', '/api/user/delete-account', ada.workspaceId, {
      password: ada.password,
    });
    expect(deleted.statusCode).toBe(200);
    expect(emulator.subscriptions().map((subscription) => subscription.status)).toEqual([
      'canceled',
      'canceled',
    ]);
  });
});
