import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY, type Harness, openCheckout, startHarness } from './test-support';

const START = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ clock: () => START });
});
afterAll(() => harness.close());
beforeEach(async () => {
  await harness.emulator.settled();
  harness.emulator.reset();
  harness.receiver.received.length = 0;
});

async function subscribe(price: string, trialDays?: number): Promise<Stripe.Subscription> {
  const { session } = await openCheckout(
    harness.stripe,
    price,
    trialDays ? { subscription_data: { trial_period_days: trialDays } } : {},
  );
  harness.emulator.completeCheckout(session.id);
  await harness.emulator.settled();
  harness.receiver.received.length = 0;
  return harness.emulator.subscriptions()[0] as Stripe.Subscription;
}

const current = (id: string) => harness.stripe.subscriptions.retrieve(id);
const periodEnd = (subscription: Stripe.Subscription) => subscription.items.data[0]?.current_period_end;

describe('Stripe emulator clock', () => {
  it('uses the given clock and moves forward only', () => {
    expect(harness.emulator.now()).toEqual(START);
    harness.emulator.advanceBy(3600);
    harness.emulator.advanceTo(START);
    expect(harness.emulator.now().toISOString()).toBe('2026-03-10T13:00:00.000Z');
  });

  it('ends a trial: active, paid for the first month, invoice.paid and customer.subscription.updated', async () => {
    const subscription = await subscribe('price_pinloom_pro_monthly', 7);
    expect(subscription.trial_end).toBe(at('2026-03-17T12:00:00Z'));
    harness.emulator.advanceBy(7 * DAY);
    const after = await current(subscription.id);
    expect(after.status).toBe('active');
    expect(periodEnd(after)).toBe(at('2026-04-17T12:00:00Z'));
    await harness.emulator.settled();
    const events = harness.receivedEvents();
    expect(events.map((event) => event.type)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(events[0]?.data.object).toMatchObject({ amount_paid: 4999, billing_reason: 'subscription_cycle' });
    expect(events[1]?.data.previous_attributes).toMatchObject({ status: 'trialing' });
    expect(events[0]?.created).toBe(at('2026-03-17T12:00:00Z'));
  });

  it('renews each period with invoice.paid, a year at a time for yearly prices', async () => {
    const monthly = await subscribe('price_pinloom_starter_monthly');
    harness.emulator.advanceTo(new Date('2026-06-11T00:00:00Z'));
    expect(periodEnd(await current(monthly.id))).toBe(at('2026-07-10T12:00:00Z'));
    await harness.emulator.settled();
    expect(harness.receivedTypes().filter((type) => type === 'invoice.paid')).toHaveLength(3);

    harness.emulator.reset();
    const yearly = await subscribe('price_pinloom_starter_yearly');
    expect(periodEnd(yearly)).toBe(at('2027-03-10T12:00:00Z'));
    harness.emulator.advanceTo(new Date('2027-03-10T12:00:00Z'));
    expect(periodEnd(await current(yearly.id))).toBe(at('2028-03-10T12:00:00Z'));
  });

  it('ends a subscription canceled at period end: customer.subscription.deleted, status canceled', async () => {
    const subscription = await subscribe('price_pinloom_pro_monthly');
    await harness.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    harness.emulator.advanceTo(new Date('2026-04-10T11:59:59Z'));
    expect((await current(subscription.id)).status).toBe('active');
    harness.emulator.advanceBy(1);
    const ended = await current(subscription.id);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: at('2026-04-10T12:00:00Z') });
    await harness.emulator.settled();
    expect(harness.receivedTypes()).toEqual([
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
  });

  it('moves time over HTTP: POST /_emulator/advance with {seconds} or {to}', async () => {
    const subscription = await subscribe('price_pinloom_pro_monthly', 3);
    const post = (body: unknown) =>
      fetch(`${harness.emulator.url}/_emulator/advance`, { method: 'POST', body: JSON.stringify(body) });
    const bySeconds = await post({ seconds: 3 * DAY });
    expect(await bySeconds.json()).toEqual({ now: '2026-03-13T12:00:00.000Z' });
    expect((await current(subscription.id)).status).toBe('active');
    const byDate = await post({ to: '2026-04-13T12:00:00Z' });
    expect(byDate.status).toBe(200);
    expect(periodEnd(await current(subscription.id))).toBe(at('2026-05-13T12:00:00Z'));
    expect((await post({ to: 'soon' })).status).toBe(400);
    const settled = await fetch(`${harness.emulator.url}/_emulator/settled`, { method: 'POST' });
    expect((await settled.json()).deliveries.length).toBeGreaterThan(0);
  });
});
