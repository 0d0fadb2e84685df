// The /v1 routes Pinloom's billing calls through the stripe SDK: customers, prices, Checkout and
// billing portal sessions, subscriptions (read, update, cancel, list) and invoices, with Stripe's
// parameter checks, `expand[]`, idempotency keys and error bodies.
import type Stripe from 'stripe';
import type { Billing } from './billing';
import { invalidParam, missingParam, noSuch, StripeApiError } from './errors';
import { checkoutSessionObject, newId, portalSessionObject } from './fixtures';
import type { Param, Params, Reply } from './http';
import type { CheckoutRecord, StripeState, SubscriptionRecord } from './state';

export interface ApiContext {
  state(): StripeState;
  billing: Billing;
  now(): number;
  /** Where browsers open the hosted pages: the emulator's origin or publicUrl. */
  pageUrl(path: string): string;
}

export interface ApiRequest {
  method: string;
  path: string;
  query: Params;
  body: Params;
}

const list = <T>(data: T[], url: string) => ({ object: 'list' as const, data, has_more: false, url });

export function answerApi(context: ApiContext, request: ApiRequest): Reply {
  const params = request.method === 'GET' || request.method === 'DELETE' ? request.query : request.body;
  try {
    const result = route(context, request.method, request.path, params);
    return { status: 200, body: expand(context.state(), result, stringList(params.expand, 'expand')) };
  } catch (error) {
    if (error instanceof StripeApiError) return error.reply();
    throw error;
  }
}

function route(context: ApiContext, method: string, path: string, params: Params): unknown {
  const state = context.state();
  if (path === '/v1/checkout/sessions' && method === 'POST') return createCheckoutSession(context, params);
  if (path === '/v1/billing_portal/sessions' && method === 'POST')
    return createPortalSession(context, params);
  const checkout = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)?.[1];
  if (checkout && method === 'GET')
    return state.checkoutSessions.get(checkout)?.object ?? raise(noSuch('checkout.session', checkout));
  const [, , resource, id, ...rest] = path.split('/');
  const key = `${method} /${resource}${id ? '/:id' : ''}${rest.length ? `/${rest.join('/')}` : ''}`;
  switch (key) {
    case 'POST /customers':
      return context.billing.createCustomer({
        email: optionalString(params, 'email'),
        name: optionalString(params, 'name'),
        metadata: metadataOf(params.metadata, 'metadata'),
      });
    case 'GET /customers/:id':
      return state.customers.get(id as string) ?? raise(noSuch('customer', id as string));
    case 'GET /prices':
      return listPrices(state, params);
    case 'GET /prices/:id':
      return state.prices.get(id as string)?.object ?? raise(noSuch('price', id as string));
    case 'GET /invoices/:id':
      return state.invoices.get(id as string) ?? raise(noSuch('invoice', id as string));
    case 'GET /subscriptions':
      return listSubscriptions(state, params);
    case 'GET /subscriptions/:id':
      return subscription(state, id as string).object;
    case 'POST /subscriptions/:id':
      return updateSubscription(context, subscription(state, id as string), params);
    case 'DELETE /subscriptions/:id': {
      const record = subscription(state, id as string);
      context.billing.cancelNow(record);
      return record.object;
    }
  }
  throw new StripeApiError(
    404,
    `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  );
}

function listPrices(state: StripeState, params: Params) {
  const keys = stringList(params.lookup_keys, 'lookup_keys');
  // Every configured price is active, so active=false lists none.
  const activeOnly = optionalString(params, 'active') !== 'false';
  const prices = [...state.prices.values()]
    .map((entry) => entry.object)
    .filter((price) => activeOnly && (keys.length === 0 || keys.includes(price.lookup_key ?? '')));
  return list(prices.slice(0, limitOf(params)), '/v1/prices');
}

function listSubscriptions(state: StripeState, params: Params) {
  const customer = optionalString(params, 'customer');
  const status = optionalString(params, 'status');
  const subscriptions = [...state.subscriptions.values()]
    .map((record) => record.object)
    .filter((sub) => !customer || sub.customer === customer)
    .filter((sub) => (status === 'all' ? true : status ? sub.status === status : sub.status !== 'canceled'))
    .sort((a, b) => b.created - a.created);
  return list(subscriptions.slice(0, limitOf(params)), '/v1/subscriptions');
}

function subscription(state: StripeState, id: string): SubscriptionRecord {
  return state.subscriptions.get(id) ?? raise(noSuch('subscription', id));
}

function updateSubscription(context: ApiContext, record: SubscriptionRecord, params: Params) {
  const sub = record.object;
  const items = params.items;
  if (items !== undefined) {
    if (
      !Array.isArray(items) ||
      items.length !== 1 ||
      typeof items[0] !== 'object' ||
      Array.isArray(items[0])
    )
      throw invalidParam('items', 'The emulator changes one subscription item at a time: items[0][price].');
    const item = items[0] as Params;
    const price = optionalString(item, 'price', 'items[0][price]') ?? raise(missingParam('items[0][price]'));
    const itemId = optionalString(item, 'id', 'items[0][id]');
    if (itemId && itemId !== sub.items.data[0]?.id) throw noSuch('subscription_item', itemId, 'items[0][id]');
    if (!context.state().prices.has(price)) throw noSuch('price', price, 'items[0][price]');
    if (sub.status === 'canceled')
      throw invalidParam(
        'items',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    context.billing.changePrice(record, price);
  }
  if (params.metadata !== undefined) {
    // As Stripe: a key posted with an empty value is unset.
    for (const [key, value] of Object.entries(metadataOf(params.metadata, 'metadata'))) {
      if (value === '') delete sub.metadata[key];
      else sub.metadata[key] = value;
    }
  }
  const cancel = optionalString(params, 'cancel_at_period_end');
  if (cancel !== null) {
    if (cancel !== 'true' && cancel !== 'false')
      throw invalidParam(
        'cancel_at_period_end',
        'Invalid boolean: cancel_at_period_end',
        'parameter_invalid_boolean',
      );
    if (sub.status === 'canceled')
      throw invalidParam(
        'cancel_at_period_end',
        'A canceled subscription can only update its cancellation_details and metadata.',
      );
    context.billing.setCancelAtPeriodEnd(record, cancel === 'true');
  }
  return sub;
}

function createCheckoutSession(context: ApiContext, params: Params): Stripe.Checkout.Session {
  const state = context.state();
  const now = context.now();
  const mode = optionalString(params, 'mode') ?? raise(missingParam('mode'));
  if (mode !== 'subscription')
    throw invalidParam('mode', `The emulator only supports mode 'subscription', not '${mode}'.`);
  const successUrl = optionalString(params, 'success_url') ?? raise(missingParam('success_url'));
  const lineItems = params.line_items;
  if (!Array.isArray(lineItems) || lineItems.length === 0) throw missingParam('line_items');
  if (lineItems.length > 1)
    throw invalidParam('line_items', 'The emulator supports one line item per Checkout Session.');
  const line = lineItems[0] as Params;
  const priceId =
    optionalString(line, 'price', 'line_items[0][price]') ?? raise(missingParam('line_items[0][price]'));
  const price = state.prices.get(priceId)?.object ?? raise(noSuch('price', priceId, 'line_items[0][price]'));
  const quantity = optionalString(line, 'quantity', 'line_items[0][quantity]') ?? '1';
  if (quantity !== '1') throw invalidParam('line_items[0][quantity]', 'The emulator supports quantity 1.');
  const customer = optionalString(params, 'customer');
  if (customer && !state.customers.has(customer)) throw noSuch('customer', customer, 'customer');
  const subscriptionData = (params.subscription_data ?? {}) as Params;
  const trial = trialOf(subscriptionData, now);
  const id = newId('cs_test', 58);
  const amount = trial ? 0 : (price.unit_amount ?? 0);
  const session = checkoutSessionObject({
    id,
    created: now,
    expires_at: now + 24 * 3600,
    customer,
    customer_email: optionalString(params, 'customer_email'),
    client_reference_id: optionalString(params, 'client_reference_id'),
    metadata: metadataOf(params.metadata, 'metadata'),
    success_url: successUrl,
    cancel_url: optionalString(params, 'cancel_url'),
    url: context.pageUrl(`/checkout/${id}`),
    amount_subtotal: amount,
    amount_total: amount,
  });
  state.checkoutSessions.set(id, {
    object: session,
    priceId,
    trial,
    subscriptionMetadata: metadataOf(subscriptionData.metadata, 'subscription_data[metadata]'),
  });
  return session;
}

function trialOf(data: Params, now: number): CheckoutRecord['trial'] {
  const end = optionalString(data, 'trial_end', 'subscription_data[trial_end]');
  const days = optionalString(data, 'trial_period_days', 'subscription_data[trial_period_days]');
  if (end && days)
    throw invalidParam(
      'subscription_data[trial_end]',
      'You may only specify one of trial_end and trial_period_days.',
    );
  if (end) {
    const seconds = integerOf(end, 'subscription_data[trial_end]');
    // As Stripe's Checkout: a trial carried over with less than two days left cannot be set.
    if (seconds < now + 48 * 3600)
      throw invalidParam(
        'subscription_data[trial_end]',
        'The `subscription_data[trial_end]` date has to be at least 48 hours in the future.',
      );
    return { end: seconds };
  }
  if (days) {
    const count = integerOf(days, 'subscription_data[trial_period_days]');
    if (count < 1)
      throw invalidParam('subscription_data[trial_period_days]', 'trial_period_days must be at least 1.');
    return { days: count };
  }
  return null;
}

function createPortalSession(context: ApiContext, params: Params): Stripe.BillingPortal.Session {
  const now = context.now();
  const customer = optionalString(params, 'customer') ?? raise(missingParam('customer'));
  if (!context.state().customers.has(customer)) throw noSuch('customer', customer, 'customer');
  const id = newId('bps');
  const session = portalSessionObject({
    id,
    created: now,
    customer,
    return_url: optionalString(params, 'return_url'),
    url: context.pageUrl(`/portal/${id}`),
  });
  context.state().portalSessions.set(id, session);
  return session;
}

/** Replaces ids with their objects along each `expand[]` path (`customer`, `data.subscription`). */
function expand(state: StripeState, value: unknown, paths: string[]): unknown {
  if (paths.length === 0) return value;
  const copy = structuredClone(value);
  for (const path of paths) expandPath(state, copy, path.split('.'));
  return copy;
}

function expandPath(state: StripeState, node: unknown, path: string[]): void {
  if (Array.isArray(node)) {
    for (const element of node) expandPath(state, element, path);
    return;
  }
  if (typeof node !== 'object' || node === null || path.length === 0) return;
  const record = node as Record<string, unknown>;
  const [field, ...rest] = path as [string, ...string[]];
  const current = record[field];
  if (rest.length === 0 && typeof current === 'string') {
    const found = state.find(current);
    if (found) record[field] = structuredClone(found);
  } else expandPath(state, current, rest);
}

function optionalString(params: Params, key: string, name = key): string | null {
  const value = params[key];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string')
    throw invalidParam(name, `Invalid string: ${name}`, 'parameter_invalid_string');
  return value;
}

function stringList(value: Param | undefined, name: string): string[] {
  if (value === undefined) return [];
  const values = Array.isArray(value) ? value : [value];
  if (!values.every((entry) => typeof entry === 'string')) throw invalidParam(name, `Invalid array: ${name}`);
  return values as string[];
}

function metadataOf(value: Param | undefined, name: string): Stripe.Metadata {
  if (value === undefined || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParam(name, `Invalid object: ${name}`);
  const metadata: Stripe.Metadata = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw invalidParam(`${name}[${key}]`, `Invalid string: ${name}[${key}]`);
    metadata[key] = entry;
  }
  return metadata;
}

function integerOf(value: string, name: string): number {
  if (!/^\d+$/.test(value))
    throw invalidParam(name, `Invalid integer: ${value}`, 'parameter_invalid_integer');
  return Number(value);
}

function limitOf(params: Params): number {
  const limit = optionalString(params, 'limit');
  if (limit === null) return 10;
  const count = integerOf(limit, 'limit');
  if (count < 1 || count > 100) throw invalidParam('limit', 'limit must be between 1 and 100.');
  return count;
}

function raise(error: StripeApiError): never {
  throw error;
}
