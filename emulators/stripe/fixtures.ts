// Stripe-shaped objects built from Stripe's own API fixtures (spec/fixtures.json, taken from
// stripe/openapi): each starts as the fixture and has its ids and meaningful fields overwritten,
// so the emulator answers with every field the real API has, typed by the SDK.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { EmulatorPrice } from './prices';
import fixtures from './spec/fixtures.json';

type FixtureName = keyof typeof fixtures;

function fromFixture<T>(name: FixtureName, fields: Partial<T>): T {
  return { ...structuredClone(fixtures[name]), ...fields } as unknown as T;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Stripe-like id: `cus_` followed by random letters and digits. */
export function newId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let suffix = '';
  for (const byte of bytes) suffix += ID_ALPHABET[byte % ID_ALPHABET.length];
  return `${prefix}_${suffix}`;
}

export function priceId(price: EmulatorPrice): string {
  return price.id ?? `price_${price.lookup_key}`;
}

function productId(price: EmulatorPrice): string {
  return `prod_${price.product_name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

export function customerObject(fields: {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  metadata: Stripe.Metadata;
}): Stripe.Customer {
  return fromFixture<Stripe.Customer>('customer', {
    ...fields,
    discount: null,
    shipping: null,
    invoice_prefix: fields.id.slice(4, 12).toUpperCase(),
  });
}

export function priceObject(price: EmulatorPrice, created: number): Stripe.Price {
  return fromFixture<Stripe.Price>('price', {
    id: priceId(price),
    created,
    currency: price.currency,
    custom_unit_amount: null,
    lookup_key: price.lookup_key,
    metadata: { ...price.metadata },
    nickname: price.product_name,
    product: productId(price),
    recurring: {
      interval: price.interval,
      interval_count: 1,
      meter: null,
      trial_period_days: null,
      usage_type: 'licensed',
    },
    transform_quantity: null,
    unit_amount: price.unit_amount,
    unit_amount_decimal: String(price.unit_amount) as unknown as Stripe.Price['unit_amount_decimal'],
  });
}

export function checkoutSessionObject(
  fields: Pick<
    Stripe.Checkout.Session,
    | 'id'
    | 'created'
    | 'expires_at'
    | 'customer'
    | 'customer_email'
    | 'client_reference_id'
    | 'metadata'
    | 'success_url'
    | 'cancel_url'
    | 'url'
    | 'amount_subtotal'
    | 'amount_total'
  >,
): Stripe.Checkout.Session {
  return fromFixture<Stripe.Checkout.Session>('checkout.session', {
    ...fields,
    after_expiration: null,
    consent: null,
    consent_collection: null,
    currency: 'usd',
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer_details: null,
    invoice_creation: null,
    mode: 'subscription',
    payment_intent: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_status: 'unpaid',
    shipping_address_collection: null,
    shipping_cost: null,
    status: 'open',
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    adaptive_pricing: null,
    collected_information: null,
    currency_conversion: null,
  });
}

export function portalSessionObject(
  fields: Pick<Stripe.BillingPortal.Session, 'id' | 'created' | 'customer' | 'return_url' | 'url'>,
): Stripe.BillingPortal.Session {
  return fromFixture<Stripe.BillingPortal.Session>('billing_portal.session', {
    ...fields,
    configuration: 'bpc_emulator',
    flow: null,
    livemode: false,
  });
}

export function subscriptionObject(fields: {
  id: string;
  itemId: string;
  created: number;
  customer: string;
  price: Stripe.Price;
  metadata: Stripe.Metadata;
  status: Stripe.Subscription.Status;
  periodStart: number;
  periodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
}): Stripe.Subscription {
  const fixture = fixtures.subscription;
  const item = {
    ...structuredClone(fixture.items.data[0]),
    id: fields.itemId,
    created: fields.created,
    subscription: fields.id,
    current_period_start: fields.periodStart,
    current_period_end: fields.periodEnd,
    billing_thresholds: null,
  } as unknown as Stripe.SubscriptionItem;
  setItemPrice(item, fields.price);
  return fromFixture<Stripe.Subscription>('subscription', {
    id: fields.id,
    created: fields.created,
    start_date: fields.created,
    customer: fields.customer,
    metadata: fields.metadata,
    status: fields.status,
    billing_cycle_anchor: fields.periodEnd,
    billing_cycle_anchor_config: null,
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    items: {
      object: 'list',
      data: [item],
      has_more: false,
      url: `/v1/subscription_items?subscription=${fields.id}`,
    },
    latest_invoice: null,
    managed_payments: null,
    next_pending_invoice_item_invoice: null,
    pause_collection: null,
    pending_invoice_item_interval: null,
    pending_update: null,
    transfer_data: null,
    trial_start: fields.trialStart,
    trial_end: fields.trialEnd,
  });
}

/** Points a subscription item at a price, keeping the legacy `plan` copy in step as Stripe does. */
export function setItemPrice(item: Stripe.SubscriptionItem, price: Stripe.Price): void {
  item.price = structuredClone(price);
  item.plan = {
    ...item.plan,
    id: price.id,
    active: true,
    amount: price.unit_amount,
    amount_decimal: price.unit_amount_decimal,
    billing_scheme: 'per_unit',
    created: price.created,
    currency: price.currency,
    interval: price.recurring?.interval ?? 'month',
    interval_count: 1,
    livemode: false,
    metadata: price.metadata,
    nickname: price.nickname,
    product: price.product,
    tiers_mode: null,
    transform_usage: null,
  };
}

export function invoiceObject(fields: {
  id: string;
  created: number;
  customer: string;
  subscription: Stripe.Subscription;
  billingReason: Stripe.Invoice.BillingReason;
  amount: number;
  periodStart: number;
  periodEnd: number;
  number: string;
}): Stripe.Invoice {
  const fixture = fixtures.invoice;
  const price = fields.subscription.items.data[0]?.price as Stripe.Price;
  const line = {
    ...structuredClone(fixture.lines.data[0]),
    id: newId('il'),
    amount: fields.amount,
    description: `1 × ${price.nickname ?? 'Subscription'}`,
    invoice: fields.id,
    period: { start: fields.periodStart, end: fields.periodEnd },
    subtotal: fields.amount,
    subscription: fields.subscription.id,
    parent: {
      type: 'subscription_item_details',
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: fields.subscription.id,
        subscription_item: fields.subscription.items.data[0]?.id ?? '',
      },
    },
    pricing: {
      type: 'price_details',
      price_details: { price: price.id, product: price.product },
      unit_amount_decimal: price.unit_amount_decimal,
    },
  };
  return fromFixture<Stripe.Invoice>('invoice', {
    id: fields.id,
    created: fields.created,
    customer: fields.customer,
    amount_due: fields.amount,
    amount_paid: 0,
    amount_remaining: fields.amount,
    amount_overpaid: 0,
    attempt_count: 0,
    attempted: false,
    billing_reason: fields.billingReason,
    due_date: null,
    effective_at: fields.created,
    from_invoice: null,
    last_finalization_error: null,
    lines: {
      object: 'list',
      data: [line as unknown as Stripe.InvoiceLineItem],
      has_more: false,
      url: `/v1/invoices/${fields.id}/lines`,
    },
    next_payment_attempt: null,
    number: fields.number,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        metadata: { ...fields.subscription.metadata },
        subscription: fields.subscription.id,
      },
    },
    period_start: fields.periodStart,
    period_end: fields.periodEnd,
    shipping_cost: null,
    status: 'open',
    subtotal: fields.amount,
    subtotal_excluding_tax: fields.amount,
    total: fields.amount,
    total_excluding_tax: fields.amount,
    webhooks_delivered_at: null,
  });
}

export function eventObject(fields: {
  id: string;
  created: number;
  type: Stripe.Event.Type;
  object: unknown;
  previousAttributes?: Record<string, unknown>;
}): Stripe.Event {
  return fromFixture<Stripe.Event>('event', {
    id: fields.id,
    api_version: Stripe.API_VERSION,
    created: fields.created,
    data: {
      object: structuredClone(fields.object),
      ...(fields.previousAttributes ? { previous_attributes: fields.previousAttributes } : {}),
    } as Stripe.Event['data'],
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: fields.type,
  } as Partial<Stripe.Event>);
}
