// Everything the emulated Stripe account holds, in memory: the configured prices, customers,
// Checkout and portal sessions, subscriptions (with what the emulator needs to renew them),
// invoices and the events sent about them.
import type Stripe from 'stripe';
import { priceId, priceObject } from './fixtures';
import type { EmulatorPrice } from './prices';

export interface CatalogueEntry {
  config: EmulatorPrice;
  object: Stripe.Price;
}

export interface CheckoutRecord {
  object: Stripe.Checkout.Session;
  priceId: string;
  /**
   * The trial asked for: an end in Unix seconds (subscription_data[trial_end]), or a length in days
   * (trial_period_days), which Stripe counts from the moment the subscription starts, not from
   * when the session was made.
   */
  trial: { end: number } | { days: number } | null;
  subscriptionMetadata: Stripe.Metadata;
}

export interface SubscriptionRecord {
  object: Stripe.Subscription;
  /** Set when a renewal payment failed; cleared when the customer pays with a working card. */
  paymentFails: boolean;
  /** Failed payment attempts of the open invoice. */
  failedAttempts: number;
  /** Unix seconds of the next automatic retry while past_due. */
  nextRetryAt: number | null;
  openInvoiceId: string | null;
}

/** What a restart must not forget (stateFile): everything but the prices, which the configuration gives. */
export interface StripeSnapshot {
  customers: [string, Stripe.Customer][];
  checkoutSessions: [string, CheckoutRecord][];
  portalSessions: [string, Stripe.BillingPortal.Session][];
  subscriptions: [string, SubscriptionRecord][];
  invoices: [string, Stripe.Invoice][];
  events: Stripe.Event[];
  invoiceNumber: number;
}

/** The newest events kept across a restart: the webhook log, not the account. */
const KEPT_EVENTS = 500;

export class StripeState {
  readonly prices = new Map<string, CatalogueEntry>();
  readonly customers = new Map<string, Stripe.Customer>();
  readonly checkoutSessions = new Map<string, CheckoutRecord>();
  readonly portalSessions = new Map<string, Stripe.BillingPortal.Session>();
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly invoices = new Map<string, Stripe.Invoice>();
  readonly events: Stripe.Event[] = [];
  private invoiceNumber = 0;

  constructor(catalogue: EmulatorPrice[], created: number) {
    for (const config of catalogue) {
      const id = priceId(config);
      if (this.prices.has(id)) throw new Error(`Price ${id} is configured twice`);
      this.prices.set(id, { config, object: priceObject(config, created) });
    }
  }

  nextInvoiceNumber(customer: Stripe.Customer): string {
    this.invoiceNumber += 1;
    return `${customer.invoice_prefix}-${String(this.invoiceNumber).padStart(4, '0')}`;
  }

  /** Any stored object by id, for `expand[]`. */
  find(id: string): unknown {
    return (
      this.customers.get(id) ??
      this.prices.get(id)?.object ??
      this.checkoutSessions.get(id)?.object ??
      this.subscriptions.get(id)?.object ??
      this.invoices.get(id)
    );
  }

  snapshot(): StripeSnapshot {
    return {
      customers: [...this.customers],
      checkoutSessions: [...this.checkoutSessions],
      portalSessions: [...this.portalSessions],
      subscriptions: [...this.subscriptions],
      invoices: [...this.invoices],
      events: this.events.slice(-KEPT_EVENTS),
      invoiceNumber: this.invoiceNumber,
    };
  }

  restore(snapshot: StripeSnapshot): void {
    for (const [id, customer] of snapshot.customers) this.customers.set(id, customer);
    for (const [id, record] of snapshot.checkoutSessions) this.checkoutSessions.set(id, record);
    for (const [id, session] of snapshot.portalSessions) this.portalSessions.set(id, session);
    for (const [id, record] of snapshot.subscriptions) this.subscriptions.set(id, record);
    for (const [id, invoice] of snapshot.invoices) this.invoices.set(id, invoice);
    this.events.push(...snapshot.events);
    this.invoiceNumber = snapshot.invoiceNumber;
  }

  subscriptionsOf(customerId: string): SubscriptionRecord[] {
    return [...this.subscriptions.values()]
      .filter((record) => record.object.customer === customerId)
      .sort((a, b) => b.object.created - a.object.created);
  }
}

/** When the subscription a checkout starts at `now` (Unix seconds) ends its trial; null without one. */
export function trialEndAt(record: Pick<CheckoutRecord, 'trial'>, now: number): number | null {
  if (!record.trial) return null;
  return 'end' in record.trial ? record.trial.end : now + record.trial.days * 24 * 3600;
}
