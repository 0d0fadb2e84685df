import { createServer } from 'node:http';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, openCheckout, postForm, startHarness } from './test-support';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.emulator.settled();
  harness.emulator.reset();
  harness.receiver.received.length = 0;
});

const itemOf = (subscription: Stripe.Subscription) => subscription.items.data[0] as Stripe.SubscriptionItem;

async function paidSubscription(price = 'price_pinloom_pro_monthly') {
  const { customer, session } = await openCheckout(harness.stripe, price);
  harness.emulator.completeCheckout(session.id);
  const portal = await harness.stripe.billingPortal.sessions.create({
    customer: customer.id,
    return_url: 'http://pinloom.test/settings',
  });
  await harness.emulator.settled();
  harness.receiver.received.length = 0;
  return { customer, portal, subscription: harness.emulator.subscriptions()[0] as Stripe.Subscription };
}

describe('hosted Checkout page', () => {
  it('shows the plan, price and trial, labelled as demo billing, with a cancel link', async () => {
    const trialEnd = Math.floor(Date.UTC(2099, 0, 8) / 1000);
    const { session } = await openCheckout(harness.stripe, 'price_pinloom_pro_yearly', {
      subscription_data: { trial_end: trialEnd },
    });
    const response = await fetch(session.url as string);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Demo billing — no real payment');
    expect(html).toContain('Pinloom Pro');
    expect(html).toContain('$499.99 per year');
    expect(html).toContain('Free trial until 8 January 2099');
    expect(html).toContain('4242 4242 4242 4242');
    expect(html).toContain('href="http://pinloom.test/pricing"');
    expect(html).toContain(`action="/checkout/${session.id}/pay"`);
  });

  it('pays with 4242…: a trialing subscription, the session complete, webhooks sent, redirect to success', async () => {
    const { customer, session } = await openCheckout(harness.stripe, 'price_pinloom_starter_monthly', {
      subscription_data: { trial_period_days: 7 },
    });
    await harness.emulator.settled();
    harness.receiver.received.length = 0;
    const response = await postForm(`${session.url}/pay`, { card_number: '4242 4242 4242 4242' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://pinloom.test/billing/success?session_id=${session.id}`,
    );
    const [subscription] = (await harness.stripe.subscriptions.list({ customer: customer.id })).data;
    expect(subscription).toMatchObject({ status: 'trialing', customer: customer.id });
    expect((subscription?.trial_end ?? 0) - (subscription?.trial_start ?? 0)).toBe(7 * 24 * 3600);
    expect(itemOf(subscription as Stripe.Subscription).current_period_end).toBe(subscription?.trial_end);
    const completed = await harness.stripe.checkout.sessions.retrieve(session.id);
    expect(completed).toMatchObject({
      status: 'complete',
      payment_status: 'no_payment_required',
      subscription: subscription?.id,
    });
    await harness.emulator.settled();
    expect(harness.receivedTypes()).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    expect(await (await fetch(session.url as string)).text()).toContain('already complete');
  });

  it('counts trial_period_days from when the subscription starts, not from when the session was made', async () => {
    // As Stripe does: a trial of 7 days is 7 days of the subscription, however long Checkout took.
    const { customer, session } = await openCheckout(harness.stripe, 'price_pinloom_starter_monthly', {
      subscription_data: { trial_period_days: 7 },
    });
    harness.emulator.advanceBy(3600);
    const paidAt = Math.floor(harness.emulator.now().getTime() / 1000);
    await postForm(`${session.url}/pay`, { card_number: '4242 4242 4242 4242' });
    const [subscription] = (await harness.stripe.subscriptions.list({ customer: customer.id })).data;
    expect(subscription?.trial_start).toBe(paidAt);
    expect(subscription?.trial_end).toBe(paidAt + 7 * 24 * 3600);
  });

  it('declines 4000 0000 0000 0002 with a message and leaves the session open', async () => {
    const { session } = await openCheckout(harness.stripe, 'price_pinloom_pro_monthly');
    const response = await postForm(`${session.url}/pay`, { card_number: '4000 0000 0000 0002' });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Your card was declined.');
    expect((await harness.stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
    expect(harness.emulator.subscriptions()).toEqual([]);
  });

  it('starts an active subscription a month on when there is no trial', async () => {
    const { session } = await openCheckout(harness.stripe, 'price_pinloom_pro_monthly');
    await postForm(`${session.url}/pay`, { card_number: '4242424242424242' });
    const [subscription] = harness.emulator.subscriptions();
    expect(subscription?.status).toBe('active');
    const item = itemOf(subscription as Stripe.Subscription);
    const start = new Date(item.current_period_start * 1000);
    const end = new Date(item.current_period_end * 1000);
    expect((end.getUTCMonth() - start.getUTCMonth() + 12) % 12).toBe(1);
    const [invoice] = harness.emulator.invoices();
    expect(invoice).toMatchObject({
      status: 'paid',
      amount_paid: 4999,
      billing_reason: 'subscription_create',
    });
  });

  it('answers an unknown session with a 404 page', async () => {
    expect((await fetch(`${harness.emulator.url}/checkout/cs_test_nope`)).status).toBe(404);
  });
});

describe('hosted billing portal', () => {
  it('shows the subscription, the other prices and the way back to Pinloom', async () => {
    const { portal } = await paidSubscription();
    const html = await (await fetch(portal.url)).text();
    expect(html).toContain('Demo billing — no real payment');
    expect(html).toContain('$49.99 per month');
    expect(html).toContain('Renews on');
    expect(html).toContain('Switch to Pinloom Pro, $499.99 per year');
    expect(html).toContain('<a href="http://pinloom.test/settings">Return to Pinloom</a>');
  });

  it('switches to another price: customer.subscription.updated, and a new period billed for a new interval', async () => {
    const { portal, subscription } = await paidSubscription();
    const response = await postForm(`${portal.url}/switch`, { price: 'price_pinloom_pro_yearly' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/portal/${portal.id}`);
    const updated = await harness.stripe.subscriptions.retrieve(subscription.id);
    expect(itemOf(updated).price.id).toBe('price_pinloom_pro_yearly');
    await harness.emulator.settled();
    const events = harness.receivedEvents();
    expect(events.map((event) => event.type)).toEqual(['customer.subscription.updated', 'invoice.paid']);
    const previous = events[0]?.data.previous_attributes as Partial<Stripe.Subscription>;
    expect(previous.items?.data[0]?.price.id).toBe('price_pinloom_pro_monthly');
    expect((events[1] as Stripe.Event).data.object as Stripe.Invoice).toMatchObject({ amount_paid: 49999 });
  });

  it('cancels at period end and can undo it', async () => {
    const { portal, subscription } = await paidSubscription();
    await postForm(`${portal.url}/cancel`, {});
    let current = await harness.stripe.subscriptions.retrieve(subscription.id);
    expect(current).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(await (await fetch(portal.url)).text()).toContain('Cancels on');
    await postForm(`${portal.url}/renew`, {});
    current = await harness.stripe.subscriptions.retrieve(subscription.id);
    expect(current.cancel_at_period_end).toBe(false);
    await harness.emulator.settled();
    expect(harness.receivedTypes()).toEqual([
      'customer.subscription.updated',
      'customer.subscription.updated',
    ]);
  });

  it('says so when the customer has no subscription', async () => {
    const customer = await harness.stripe.customers.create({});
    const portal = await harness.stripe.billingPortal.sessions.create({ customer: customer.id });
    expect(await (await fetch(portal.url)).text()).toContain('You have no subscription.');
  });
});

describe('hosted pages mounted under the app (demo mode)', () => {
  it('serves Checkout under publicUrl through serveBrowserPage, linking by that path', async () => {
    const mounted = await startHarness({ publicUrl: 'http://app.test/billing-demo' });
    const app = createServer((request, response) => {
      const path = (request.url ?? '/').replace(/^\/billing-demo/, '');
      void mounted.emulator.serveBrowserPage(request, response, path).then((served) => {
        if (!served) response.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    const appUrl = `http://127.0.0.1:${(app.address() as { port: number }).port}`;
    try {
      const { session } = await openCheckout(mounted.stripe, 'price_pinloom_pro_monthly');
      expect(session.url).toBe(`http://app.test/billing-demo/checkout/${session.id}`);
      const html = await (await fetch(`${appUrl}/billing-demo/checkout/${session.id}`)).text();
      expect(html).toContain(`action="/billing-demo/checkout/${session.id}/pay"`);
      expect(html).toContain('href="/billing-demo/assets/billing.css"');
      const paid = await postForm(`${appUrl}/billing-demo/checkout/${session.id}/pay`, {
        card_number: '4242 4242 4242 4242',
      });
      expect(paid.status).toBe(303);
      expect((await fetch(`${appUrl}/billing-demo/v1/customers`)).status).toBe(404);
    } finally {
      app.closeAllConnections();
      await new Promise((resolve) => app.close(resolve));
      await mounted.close();
    }
  });
});
