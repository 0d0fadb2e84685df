import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { heldSleeps } from '../held-sleeps';
import { DAY, type Harness, openCheckout, postForm, startHarness, WEBHOOK_SECRET } from './test-support';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ clock: () => new Date('2026-03-10T12:00:00Z') });
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.emulator.settled();
  harness.emulator.reset();
  harness.receiver.received.length = 0;
});

async function checkoutPaid(trialDays?: number) {
  const { customer, session } = await openCheckout(
    harness.stripe,
    'price_pinloom_pro_monthly',
    trialDays ? { subscription_data: { trial_period_days: trialDays } } : {},
  );
  await harness.emulator.settled();
  harness.receiver.received.length = 0;
  harness.emulator.completeCheckout(session.id);
  await harness.emulator.settled();
  return { customer, subscription: harness.emulator.subscriptions()[0] as Stripe.Subscription };
}

const CHECKOUT_EVENTS = ['checkout.session.completed', 'customer.subscription.created', 'invoice.paid'];

describe('Stripe emulator faults', () => {
  it('duplicate: delivers every event twice, same id', async () => {
    harness.emulator.setFaults({ duplicate: true });
    await checkoutPaid();
    const events = harness.receivedEvents();
    expect(events.map((event) => event.type)).toEqual(CHECKOUT_EVENTS.flatMap((type) => [type, type]));
    expect(events[0]?.id).toBe(events[1]?.id);
  });

  it('out_of_order: delivers a batch last event first', async () => {
    harness.emulator.setFaults({ out_of_order: true });
    await checkoutPaid();
    expect(harness.receivedTypes()).toEqual([...CHECKOUT_EVENTS].reverse());
  });

  it('delay: waits the delay before each delivery, and delivers nothing while it waits', async () => {
    // Waits and deliveries in the order they happen; each wait lasts until the test releases it.
    const order: string[] = [];
    const sleeps = heldSleeps();
    const delayed = await startHarness({
      webhookSleep: (ms) => {
        order.push(`wait ${ms}`);
        return sleeps.sleep(ms);
      },
    });
    try {
      delayed.emulator.setWebhook({
        deliver: async (body, headers) => {
          const signature = headers['stripe-signature'] ?? '';
          order.push(delayed.stripe.webhooks.constructEvent(body, signature, WEBHOOK_SECRET).type);
          return 200;
        },
      });
      const { session } = await openCheckout(delayed.stripe, 'price_pinloom_pro_monthly');
      await delayed.emulator.settled();
      order.length = 0;
      delayed.emulator.setFaults({ delay: 40 });
      delayed.emulator.completeCheckout(session.id);
      for (const _event of CHECKOUT_EVENTS) {
        await Promise.race([sleeps.held(), delayed.emulator.settled()]);
        // Held in a delay: the event it is for has not been delivered.
        expect(order.at(-1)).toBe('wait 40');
        sleeps.release();
      }
      await delayed.emulator.settled();
      expect(order).toEqual(CHECKOUT_EVENTS.flatMap((type) => ['wait 40', type]));
    } finally {
      sleeps.release();
      await delayed.close();
    }
  });

  it('fail_next_renewal: the trial-end payment fails, past_due, then canceled after the retries', async () => {
    const { subscription } = await checkoutPaid(7);
    harness.receiver.received.length = 0;
    harness.emulator.setFaults({ fail_next_renewal: true });
    harness.emulator.advanceBy(7 * DAY);
    const pastDue = await harness.stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice'],
    });
    expect(pastDue.status).toBe('past_due');
    expect(pastDue.latest_invoice).toMatchObject({ status: 'open', attempt_count: 1, amount_paid: 0 });
    expect(harness.emulator.faults().fail_next_renewal).toBe(false);
    await harness.emulator.settled();
    expect(harness.receivedTypes()).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);

    harness.emulator.advanceBy(5 * DAY);
    expect((await harness.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    harness.emulator.advanceBy(1 * DAY);
    expect((await harness.stripe.subscriptions.retrieve(subscription.id)).status).toBe('canceled');
    await harness.emulator.settled();
    expect(harness.receivedTypes().slice(2)).toEqual([
      'invoice.payment_failed',
      'invoice.payment_failed',
      'invoice.payment_failed',
      'customer.subscription.deleted',
    ]);
  });

  it('fail_next_renewal: a past_due subscription recovers when the customer pays in the portal', async () => {
    const { customer, subscription } = await checkoutPaid();
    harness.emulator.setFaults({ fail_next_renewal: true });
    harness.emulator.advanceTo(new Date('2026-04-10T12:00:00Z'));
    expect((await harness.stripe.subscriptions.retrieve(subscription.id)).status).toBe('past_due');
    const portal = await harness.stripe.billingPortal.sessions.create({ customer: customer.id });
    expect(await (await fetch(portal.url)).text()).toContain('Your last payment failed.');
    expect((await postForm(`${portal.url}/pay`, { card_number: '4000000000000002' })).status).toBe(402);
    expect((await postForm(`${portal.url}/pay`, { card_number: '4242424242424242' })).status).toBe(303);
    expect((await harness.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
    harness.emulator.advanceTo(new Date('2026-05-10T12:00:00Z'));
    expect((await harness.stripe.subscriptions.retrieve(subscription.id)).status).toBe('active');
  });

  it('sets, reads and clears faults over HTTP, refusing unknown ones', async () => {
    const url = `${harness.emulator.url}/_emulator/faults`;
    const set = await fetch(url, { method: 'POST', body: JSON.stringify({ duplicate: true, delay: 5 }) });
    expect((await set.json()).faults).toEqual({
      duplicate: true,
      out_of_order: false,
      delay: 5,
      fail_next_renewal: false,
    });
    expect((await fetch(url, { method: 'POST', body: JSON.stringify({ explode: true }) })).status).toBe(400);
    await fetch(url, { method: 'DELETE' });
    expect(harness.emulator.faults()).toEqual({
      duplicate: false,
      out_of_order: false,
      delay: 0,
      fail_next_renewal: false,
    });
  });
});
