import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heldSleeps } from '../held-sleeps';
import { type Harness, openCheckout, startHarness, WEBHOOK_SECRET } from './test-support';
import { signatureHeader } from './webhooks';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.emulator.settled();
  harness.emulator.reset();
  harness.emulator.setWebhook({ url: harness.receiver.url });
  harness.receiver.received.length = 0;
  harness.receiver.failNext(0);
});

describe('Stripe emulator webhooks', () => {
  it('signs events so that stripe.webhooks.constructEvent accepts them', async () => {
    const { session } = await openCheckout(harness.stripe, 'price_pinloom_pro_monthly');
    harness.emulator.completeCheckout(session.id);
    await harness.emulator.settled();
    const events = harness.receivedEvents();
    expect(events.map((event) => event.type)).toEqual([
      'customer.created',
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    const completed = events[1] as Stripe.CheckoutSessionCompletedEvent;
    expect(completed).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: Stripe.API_VERSION,
      data: { object: { id: session.id, status: 'complete', client_reference_id: '42' } },
    });
    expect(completed.id).toMatch(/^evt_/);
    expect(events.map((event) => event.id)).toEqual(harness.emulator.events().map((event) => event.id));
  });

  it('sends a signature that fails with the wrong secret or a changed body', () => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event' });
    const header = signatureHeader(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000));
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(harness.stripe.webhooks.constructEvent(body, header, WEBHOOK_SECRET).id).toBe('evt_1');
    expect(() => harness.stripe.webhooks.constructEvent(body, header, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    expect(() => harness.stripe.webhooks.constructEvent(`${body} `, header, WEBHOOK_SECRET)).toThrow();
  });

  it('keeps signatures valid after the clock is advanced (signed with wall-clock time)', async () => {
    harness.emulator.advanceBy(90 * 24 * 3600);
    await harness.stripe.customers.create({ email: 'later@example.com' });
    await harness.emulator.settled();
    const [event] = harness.receivedEvents();
    expect(event?.created).toBeGreaterThan(Date.now() / 1000 + 89 * 24 * 3600);
  });

  it('retries a delivery the endpoint refuses, then succeeds', async () => {
    harness.receiver.failNext(2);
    await harness.stripe.customers.create({ email: 'ada@example.com' });
    const deliveries = await harness.emulator.settled();
    expect(deliveries.map((delivery) => [delivery.attempt, delivery.status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 200],
    ]);
    expect(harness.receivedTypes()).toEqual(['customer.created']);
  });

  it('retries when the endpoint cannot be reached and gives up after the last retry', async () => {
    harness.emulator.setWebhook({ url: 'http://127.0.0.1:9/unreachable' });
    await harness.stripe.customers.create({ email: 'ada@example.com' });
    const deliveries = await harness.emulator.settled();
    expect(deliveries.map((delivery) => delivery.attempt)).toEqual([1, 2, 3, 4]);
    expect(deliveries.every((delivery) => delivery.status === null && delivery.error)).toBe(true);
  });

  it('answers the API while the delivery still waits out its delay, and delivers it afterwards', async () => {
    // The delay lasts until the test releases it: an API call that waited for it would not answer.
    const sleeps = heldSleeps();
    const delayed = await startHarness({ webhookSleep: sleeps.sleep });
    try {
      delayed.emulator.setFaults({ delay: 300 });
      const customer = await delayed.stripe.customers.create({ email: 'ada@example.com' });
      expect(customer.id).toMatch(/^cus_/);
      await Promise.race([sleeps.held(), delayed.emulator.settled()]);
      expect(sleeps.asked).toEqual([300]);
      expect(delayed.emulator.deliveries()).toEqual([]);
      expect(delayed.receiver.received).toHaveLength(0);
      sleeps.release();
      await delayed.emulator.settled();
      expect(delayed.receivedTypes()).toEqual(['customer.created']);
    } finally {
      sleeps.release();
      await delayed.close();
    }
  });

  it('hands deliveries to deliverWebhook instead of HTTP when set, retrying its failures', async () => {
    const got: Array<{ body: string; headers: Record<string, string> }> = [];
    harness.emulator.setWebhook({
      deliver: async (body, headers) => {
        got.push({ body, headers });
        return got.length === 1 ? 503 : 204;
      },
    });
    await harness.stripe.customers.create({ email: 'ada@example.com' });
    const deliveries = await harness.emulator.settled();
    expect(deliveries.map((delivery) => delivery.status)).toEqual([503, 204]);
    const last = got[1] as { body: string; headers: Record<string, string> };
    const event = harness.stripe.webhooks.constructEvent(
      last.body,
      last.headers['stripe-signature'] as string,
      WEBHOOK_SECRET,
    );
    expect(event.type).toBe('customer.created');
    expect(harness.receiver.received).toHaveLength(0);
  });

  it('records events without sending them when no webhook URL is set', async () => {
    harness.emulator.setWebhook({ url: undefined });
    await harness.stripe.customers.create({ email: 'ada@example.com' });
    expect(await harness.emulator.settled()).toEqual([]);
    expect(harness.emulator.events().map((event) => event.type)).toEqual(['customer.created']);
  });
});
