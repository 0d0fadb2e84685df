// What happens to subscriptions: Checkout payment creating one, plan switches and cancellation
// (from the API or the portal), and, as the clock moves, trial ends, renewals, failed payments
// with their retries, and the end of canceled periods. Each action emits its events as one batch.
import type Stripe from 'stripe';
import { addMonths } from './clock';
import { customerObject, newId, setItemPrice, subscriptionObject } from './fixtures';
import { issueInvoice, markFailed, markPaid } from './invoices';
import { type CheckoutRecord, type StripeState, type SubscriptionRecord, trialEndAt } from './state';

export interface PendingEvent {
  type: Stripe.Event.Type;
  object: unknown;
  previousAttributes?: Record<string, unknown>;
}

export interface BillingContext {
  state(): StripeState;
  now(): number;
  /** True (once) when the fail_next_renewal fault is set: consumes it. */
  takeRenewalFailure(): boolean;
  emit(events: PendingEvent[], created?: number): void;
  /** Automatic retries of a failed renewal before the subscription is canceled. */
  paymentRetries: number;
  paymentRetryDays: number;
}

export const PAYING_CARD = '4242424242424242';
const DECLINED_CARD = '4000000000000002';

export type CardResult = { ok: true } | { ok: false; message: string };

/** Test cards as Stripe's: 4242… pays, 4000 0000 0000 0002 is declined, anything else is wrong. */
function checkCard(number: string): CardResult {
  const digits = number.replace(/[\s-]/g, '');
  if (digits === PAYING_CARD) return { ok: true };
  if (digits === DECLINED_CARD) return { ok: false, message: 'Your card was declined.' };
  return {
    ok: false,
    message: 'Your card number is incorrect. Use a test card such as 4242 4242 4242 4242.',
  };
}

const DAY = 24 * 3600;

export class Billing {
  constructor(private readonly context: BillingContext) {}

  private get state(): StripeState {
    return this.context.state();
  }

  createCustomer(fields: { email: string | null; name: string | null; metadata: Stripe.Metadata }) {
    const customer = customerObject({ id: newId('cus', 14), created: this.context.now(), ...fields });
    this.state.customers.set(customer.id, customer);
    this.context.emit([{ type: 'customer.created', object: customer }]);
    return customer;
  }

  /** Pays an open Checkout Session: the subscription starts (trialing or active). */
  /** When a checkout's trial would end were it paid now (its page says so). */
  checkoutTrialEnd(record: CheckoutRecord): number | null {
    return trialEndAt(record, this.context.now());
  }

  completeCheckout(sessionId: string, card: string): CardResult {
    const record = this.state.checkoutSessions.get(sessionId);
    if (record?.object.status !== 'open') return { ok: false, message: 'This checkout has ended.' };
    const result = checkCard(card);
    if (!result.ok) return result;
    const now = this.context.now();
    const session = record.object;
    const events: PendingEvent[] = [];
    let customer =
      typeof session.customer === 'string' ? this.state.customers.get(session.customer) : undefined;
    if (!customer) {
      customer = customerObject({
        id: newId('cus', 14),
        created: now,
        email: session.customer_email,
        name: null,
        metadata: {},
      });
      this.state.customers.set(customer.id, customer);
      events.push({ type: 'customer.created', object: customer });
    }
    const price = this.state.prices.get(record.priceId)?.object as Stripe.Price;
    const trialEnd = trialEndAt(record, now);
    const periodEnd = trialEnd ?? this.periodAfter(now, price);
    const subscription = subscriptionObject({
      id: newId('sub'),
      itemId: newId('si', 14),
      created: now,
      customer: customer.id,
      price,
      metadata: record.subscriptionMetadata,
      status: trialEnd ? 'trialing' : 'active',
      periodStart: now,
      periodEnd,
      trialStart: trialEnd ? now : null,
      trialEnd,
    });
    const subscriptionRecord: SubscriptionRecord = {
      object: subscription,
      paymentFails: false,
      failedAttempts: 0,
      nextRetryAt: null,
      openInvoiceId: null,
    };
    this.state.subscriptions.set(subscription.id, subscriptionRecord);
    const amount = trialEnd ? 0 : (price.unit_amount ?? 0);
    const invoice = issueInvoice(
      this.state,
      subscriptionRecord,
      'subscription_create',
      amount,
      now,
      periodEnd,
      now,
    );
    markPaid(invoice, now);
    Object.assign(session, {
      status: 'complete',
      payment_status: trialEnd ? 'no_payment_required' : 'paid',
      customer: customer.id,
      subscription: subscription.id,
      invoice: invoice.id,
      customer_details: {
        address: null,
        email: customer.email ?? session.customer_email ?? null,
        name: customer.name ?? null,
        phone: null,
        tax_exempt: 'none',
        tax_ids: [],
        business_name: null,
        individual_name: null,
      },
    } satisfies Partial<Stripe.Checkout.Session>);
    events.push(
      { type: 'checkout.session.completed', object: session },
      { type: 'customer.subscription.created', object: subscription },
      { type: 'invoice.paid', object: invoice },
    );
    this.context.emit(events);
    return { ok: true };
  }

  /** Switches the subscription's price. A change of interval starts and bills a new period now. */
  changePrice(record: SubscriptionRecord, priceId: string): void {
    const subscription = record.object;
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const price = this.state.prices.get(priceId)?.object;
    if (!price || item.price.id === priceId) return;
    const now = this.context.now();
    const previous = { items: structuredClone(subscription.items), plan: structuredClone(item.plan) };
    const newInterval = price.recurring?.interval !== item.price.recurring?.interval;
    setItemPrice(item, price);
    const events: PendingEvent[] = [];
    if (newInterval && subscription.status === 'active') {
      const end = this.periodAfter(now, price);
      item.current_period_start = now;
      item.current_period_end = end;
      subscription.billing_cycle_anchor = now;
      if (subscription.cancel_at_period_end) subscription.cancel_at = end;
      const invoice = issueInvoice(
        this.state,
        record,
        'subscription_update',
        price.unit_amount ?? 0,
        now,
        end,
        now,
      );
      markPaid(invoice, now);
      events.push({ type: 'invoice.paid', object: invoice });
    }
    events.unshift({
      type: 'customer.subscription.updated',
      object: subscription,
      previousAttributes: previous,
    });
    this.context.emit(events);
  }

  setCancelAtPeriodEnd(record: SubscriptionRecord, cancel: boolean): void {
    const subscription = record.object;
    if (subscription.cancel_at_period_end === cancel || subscription.status === 'canceled') return;
    const previous = {
      cancel_at_period_end: subscription.cancel_at_period_end,
      cancel_at: subscription.cancel_at,
      canceled_at: subscription.canceled_at,
      cancellation_details: structuredClone(subscription.cancellation_details),
    };
    const periodEnd = subscription.items.data[0]?.current_period_end ?? null;
    Object.assign(subscription, {
      cancel_at_period_end: cancel,
      cancel_at: cancel ? periodEnd : null,
      canceled_at: cancel ? this.context.now() : null,
      cancellation_details: {
        comment: null,
        feedback: null,
        feedback_option: null,
        reason: cancel ? 'cancellation_requested' : null,
      },
    } satisfies Partial<Stripe.Subscription>);
    this.context.emit([
      { type: 'customer.subscription.updated', object: subscription, previousAttributes: previous },
    ]);
  }

  /** Ends the subscription now (DELETE /v1/subscriptions/:id). */
  cancelNow(record: SubscriptionRecord): void {
    if (record.object.status === 'canceled') return;
    const now = this.context.now();
    this.end(record, now, 'cancellation_requested');
    this.context.emit([{ type: 'customer.subscription.deleted', object: record.object }], now);
  }

  /** The customer pays a past_due subscription's open invoice with a new card (portal). */
  payOpenInvoice(record: SubscriptionRecord, card: string): CardResult {
    const result = checkCard(card);
    if (!result.ok) return result;
    const invoice = record.openInvoiceId ? this.state.invoices.get(record.openInvoiceId) : undefined;
    record.paymentFails = false;
    if (!invoice || record.object.status !== 'past_due') return { ok: true };
    const now = this.context.now();
    markPaid(invoice, now);
    this.settle(record);
    record.object.status = 'active';
    this.context.emit([
      { type: 'invoice.paid', object: invoice },
      {
        type: 'customer.subscription.updated',
        object: record.object,
        previousAttributes: { status: 'past_due' },
      },
    ]);
    return { ok: true };
  }

  /** Runs everything that falls due up to the current time, oldest first. */
  runDue(): void {
    const now = this.context.now();
    for (const record of this.state.subscriptions.values()) {
      for (let guard = 0; guard < 1000 && this.step(record, now); guard++);
    }
  }

  /** One due thing for the subscription (renewal, retry or end); false when nothing is due. */
  private step(record: SubscriptionRecord, now: number): boolean {
    const subscription = record.object;
    if (subscription.status === 'canceled') return false;
    if (subscription.status === 'past_due' && record.nextRetryAt !== null && record.nextRetryAt <= now) {
      this.retryPayment(record, record.nextRetryAt);
      return true;
    }
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const end = item.current_period_end;
    if (end > now) return false;
    if (subscription.cancel_at_period_end) {
      this.end(record, end, 'cancellation_requested');
      this.context.emit([{ type: 'customer.subscription.deleted', object: subscription }], end);
      return true;
    }
    this.renew(record, end);
    return true;
  }

  private renew(record: SubscriptionRecord, at: number): void {
    const subscription = record.object;
    const item = subscription.items.data[0] as Stripe.SubscriptionItem;
    const previous: Record<string, unknown> = {
      items: structuredClone(subscription.items),
      latest_invoice: subscription.latest_invoice,
      status: subscription.status,
    };
    const end = this.periodAfter(at, item.price);
    item.current_period_start = at;
    item.current_period_end = end;
    subscription.billing_cycle_anchor = at;
    const invoice = issueInvoice(
      this.state,
      record,
      'subscription_cycle',
      item.price.unit_amount ?? 0,
      at,
      end,
      at,
    );
    if (this.context.takeRenewalFailure()) record.paymentFails = true;
    let events: PendingEvent[];
    if (record.paymentFails) {
      subscription.status = 'past_due';
      record.openInvoiceId = invoice.id;
      record.failedAttempts = 1;
      record.nextRetryAt = at + this.context.paymentRetryDays * DAY;
      markFailed(invoice, record);
      events = [{ type: 'invoice.payment_failed', object: invoice }];
    } else {
      subscription.status = 'active';
      markPaid(invoice, at);
      events = [{ type: 'invoice.paid', object: invoice }];
    }
    if (previous.status === subscription.status) delete previous.status;
    events.push({
      type: 'customer.subscription.updated',
      object: subscription,
      previousAttributes: previous,
    });
    this.context.emit(events, at);
  }

  private retryPayment(record: SubscriptionRecord, at: number): void {
    const invoice = this.state.invoices.get(record.openInvoiceId ?? '') as Stripe.Invoice;
    record.failedAttempts += 1;
    const exhausted = record.failedAttempts > this.context.paymentRetries;
    record.nextRetryAt = exhausted ? null : at + this.context.paymentRetryDays * DAY;
    markFailed(invoice, record);
    const events: PendingEvent[] = [{ type: 'invoice.payment_failed', object: invoice }];
    if (exhausted) {
      this.end(record, at, 'payment_failed');
      events.push({ type: 'customer.subscription.deleted', object: record.object });
    }
    this.context.emit(events, at);
  }

  private end(record: SubscriptionRecord, at: number, reason: 'cancellation_requested' | 'payment_failed') {
    Object.assign(record.object, {
      status: 'canceled',
      ended_at: at,
      canceled_at: record.object.canceled_at ?? at,
      cancellation_details: { comment: null, feedback: null, feedback_option: null, reason },
    } satisfies Partial<Stripe.Subscription>);
    this.settle(record);
  }

  private settle(record: SubscriptionRecord): void {
    record.openInvoiceId = null;
    record.nextRetryAt = null;
    record.failedAttempts = 0;
  }

  private periodAfter(start: number, price: Stripe.Price): number {
    return addMonths(start, price.recurring?.interval === 'year' ? 12 : 1);
  }
}
