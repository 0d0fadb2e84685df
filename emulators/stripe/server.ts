// A local stand-in for Stripe Billing: the /v1 API Pinloom calls through the stripe SDK, hosted
// Checkout and billing portal pages, signed webhooks, an emulator clock that renews subscriptions,
// and switchable faults. Used in tests and as demo billing.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type Stripe from 'stripe';
import { answerApi } from './api';
import { Billing, PAYING_CARD, type PendingEvent } from './billing';
import { EmulatorClock } from './clock';
import { control } from './control';
import { authenticationError } from './errors';
import { NO_FAULTS, type StripeFaults } from './faults';
import { eventObject, newId } from './fixtures';
import { answerPage } from './hosted';
import { type Params, parseForm, type Reply, readText, send } from './http';
import type { EmulatorPrice } from './prices';
import { type StripeSnapshot, StripeState } from './state';
import { type Delivery, type WebhookDeliver, WebhookSender, type WebhookTarget } from './webhooks';

export { pinloomDemoPrices } from './prices';

export interface StripeEmulatorOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Where events are POSTed; without it they are recorded but not sent (see setWebhook). */
  webhookUrl?: string;
  /**
   * Hands each signed delivery over without HTTP instead (e.g. to Fastify's inject): gets the raw
   * body and headers, answers the endpoint's status.
   */
  deliverWebhook?: WebhookDeliver;
  /** The endpoint's signing secret (`whsec_…`), for the Stripe-Signature header. */
  webhookSecret: string;
  /** The price catalogue (`pinloomDemoPrices()` for Pinloom's six). */
  prices: EmulatorPrice[];
  /** When given, only this secret key is accepted; otherwise any `sk_test_…` key. */
  apiKey?: string;
  /** The base of the hosted pages' addresses as browsers see them; default the emulator's origin. */
  publicUrl?: string;
  /** The time source (default the wall clock); advance() adds an offset on top. */
  clock?: () => Date;
  /** Webhook retries after a failed delivery (default 3), the first after retryDelayMs (default 100), doubling. */
  webhookRetries?: number;
  webhookRetryDelayMs?: number;
  /**
   * How deliveries wait: the `delay` fault before each one and the backoff before a retry (default
   * a timer, cleared on close). Tests pass their own to see the delays asked for and to end each
   * wait when they choose, not after real time.
   */
  webhookSleep?: (ms: number) => Promise<void>;
  /** Automatic payment retries of a past_due subscription before it is canceled (default 3), days apart (default 2). */
  paymentRetries?: number;
  paymentRetryDays?: number;
  /**
   * Where the account is kept between starts (demo billing: DATA_DIR/stripe-demo/state.json):
   * read at start when it exists, written after every request. Without it, memory only.
   */
  stateFile?: string;
}

export interface StripeEmulator {
  /** Origin, e.g. http://127.0.0.1:41234. */
  url: string;
  host: string;
  port: number;
  protocol: 'http';
  /** Spread into the SDK's config: `new Stripe(key, { ...emulator.sdkConfig })`. */
  sdkConfig: { host: string; port: number; protocol: 'http' };
  /**
   * Answers the hosted pages (Checkout, portal, stylesheet) for `path` relative to the emulator's
   * root; false when `path` is none of them. For mounting under the app's origin in demo mode.
   */
  serveBrowserPage(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean>;
  /** The emulator's current time. */
  now(): Date;
  /** Moves the clock forward (never back) and runs what falls due: trial ends, renewals, retries, period-end cancellations. */
  advance(to: { to: Date } | { seconds: number }): void;
  advanceTo(date: Date): void;
  advanceBy(seconds: number): void;
  faults(): StripeFaults;
  /** Merges `faults` into the current ones and returns the result. */
  setFaults(faults: Partial<StripeFaults>): StripeFaults;
  clearFaults(): StripeFaults;
  /**
   * Changes where events go (e.g. once the app's port is known): replaces both `url` and `deliver`
   * (neither: events are only recorded); `secret` when given.
   */
  setWebhook(target: { url?: string; deliver?: WebhookDeliver; secret?: string }): void;
  /** Resolves, with every delivery so far, once no webhook is queued, in flight or waiting to retry. */
  settled(): Promise<Delivery[]>;
  deliveries(): Delivery[];
  /** Every event created, oldest first (whether or not a webhook URL is set). */
  events(): Stripe.Event[];
  customers(): Stripe.Customer[];
  prices(): Stripe.Price[];
  checkoutSessions(): Stripe.Checkout.Session[];
  subscriptions(): Stripe.Subscription[];
  invoices(): Stripe.Invoice[];
  /** Pays a Checkout Session as its page would (default card 4242…): the success URL, or throws the decline message. */
  completeCheckout(sessionId: string, cardNumber?: string): string;
  /** Empty account (same prices), no faults, clock back to the source, no events or deliveries. */
  reset(): void;
  close(): Promise<void>;
}

export async function startStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  const clock = new EmulatorClock(options.clock);
  const seconds = () => clock.seconds();
  let origin = '';
  const publicUrl = () => (options.publicUrl ?? origin).replace(/\/$/, '');
  const pageBase = () => new URL(publicUrl() || '/', 'http://emulator').pathname.replace(/\/$/, '');
  let state = new StripeState(options.prices, seconds());
  if (options.stateFile && existsSync(options.stateFile)) {
    state.restore(JSON.parse(readFileSync(options.stateFile, 'utf8')) as StripeSnapshot);
  }
  /** Written whole to a new file, then renamed over the old one: a crash leaves one or the other. */
  const save = () => {
    if (!options.stateFile) return;
    mkdirSync(path.dirname(options.stateFile), { recursive: true, mode: 0o700 });
    const next = `${options.stateFile}.next`;
    writeFileSync(next, JSON.stringify(state.snapshot()), { mode: 0o600 });
    renameSync(next, options.stateFile);
  };
  let faults: StripeFaults = { ...NO_FAULTS };
  const target: WebhookTarget = {
    url: options.webhookUrl,
    secret: options.webhookSecret,
    deliver: options.deliverWebhook,
  };
  const webhooks = new WebhookSender(
    () => target,
    { retries: options.webhookRetries ?? 3, delayMs: options.webhookRetryDelayMs ?? 100 },
    options.webhookSleep,
  );
  let idempotent = new Map<string, Reply>();

  const emit = (pending: PendingEvent[], created = seconds()) => {
    const events = pending.map((event) =>
      eventObject({
        id: newId('evt'),
        created,
        type: event.type,
        object: event.object,
        previousAttributes: event.previousAttributes,
      }),
    );
    state.events.push(...events);
    webhooks.send(events, { ...faults });
  };
  const billing = new Billing({
    state: () => state,
    now: seconds,
    takeRenewalFailure: () => {
      const fail = faults.fail_next_renewal;
      faults.fail_next_renewal = false;
      return fail;
    },
    emit,
    paymentRetries: options.paymentRetries ?? 3,
    paymentRetryDays: options.paymentRetryDays ?? 2,
  });
  const apiContext = {
    state: () => state,
    billing,
    now: seconds,
    pageUrl: (path: string) => `${publicUrl()}${path}`,
  };
  const hostedContext = { state: () => state, billing, base: pageBase };

  const server = createServer((request, response) => {
    handle(request, response)
      .then(save)
      .catch((error: unknown) => {
        console.error('[stripe emulator] failure', error);
        send(response, {
          status: 500,
          body: { error: { type: 'api_error', message: `Emulator failure: ${String(error)}` } },
        });
      });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://emulator');
    const method = request.method ?? 'GET';
    const text = method === 'GET' || method === 'HEAD' ? '' : await readText(request);
    if (url.pathname.startsWith('/_emulator/')) {
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        return send(response, { status: 400, body: { message: 'Body must be JSON' } });
      }
      return send(response, await control(emulator, method, url.pathname, body));
    }
    billing.runDue();
    if (url.pathname.startsWith('/v1/')) return send(response, api(request, method, url, parseForm(text)));
    const reply = answerPage(hostedContext, method, url.pathname, parseForm(text));
    send(response, reply ?? { status: 404, html: 'Not found' });
  }

  function api(request: IncomingMessage, method: string, url: URL, body: Params): Reply {
    const key = secretKey(request.headers.authorization);
    const accepted = key?.startsWith('sk_test_') && (!options.apiKey || key === options.apiKey);
    if (!accepted) return authenticationError(key);
    const idempotencyKey = method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const cacheKey = typeof idempotencyKey === 'string' ? `${key} ${idempotencyKey}` : null;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) return { ...cached, headers: { 'idempotent-replayed': 'true' } };
    const reply = answerApi(apiContext, {
      method,
      path: url.pathname,
      query: parseForm(url.search.slice(1)),
      body,
    });
    reply.headers = { 'request-id': newId('req', 14) };
    if (cacheKey) idempotent.set(cacheKey, reply);
    return reply;
  }

  async function serveBrowserPage(request: IncomingMessage, response: ServerResponse, path: string) {
    const method = request.method ?? 'GET';
    const url = new URL(path, 'http://emulator');
    if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/_emulator/')) return false;
    const text = method === 'POST' ? await readText(request) : '';
    billing.runDue();
    const reply = answerPage(hostedContext, method, url.pathname, parseForm(text));
    if (reply) send(response, reply);
    save();
    return reply !== null;
  }

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://${host}:${port}`;

  const advanceTo = (date: Date) => {
    clock.moveTo(date);
    billing.runDue();
  };
  const emulator: StripeEmulator = {
    url: origin,
    host,
    port,
    protocol: 'http',
    sdkConfig: { host, port, protocol: 'http' },
    serveBrowserPage,
    now: () => clock.now(),
    advance: (to) => advanceTo('to' in to ? to.to : new Date(clock.now().getTime() + to.seconds * 1000)),
    advanceTo,
    advanceBy: (by) => advanceTo(new Date(clock.now().getTime() + by * 1000)),
    faults: () => ({ ...faults }),
    setFaults: (changes) => {
      faults = { ...faults, ...changes };
      return { ...faults };
    },
    clearFaults: () => {
      faults = { ...NO_FAULTS };
      return { ...faults };
    },
    setWebhook: (changes) => {
      target.url = changes.url;
      target.deliver = changes.deliver;
      if (changes.secret) target.secret = changes.secret;
    },
    settled: () => webhooks.settled().then(() => webhooks.deliveries()),
    deliveries: () => webhooks.deliveries(),
    events: () => [...state.events],
    customers: () => [...state.customers.values()],
    prices: () => [...state.prices.values()].map((entry) => entry.object),
    checkoutSessions: () => [...state.checkoutSessions.values()].map((record) => record.object),
    subscriptions: () => [...state.subscriptions.values()].map((record) => record.object),
    invoices: () => [...state.invoices.values()],
    completeCheckout: (sessionId, cardNumber = PAYING_CARD) => {
      billing.runDue();
      const result = billing.completeCheckout(sessionId, cardNumber);
      if (!result.ok) throw new Error(result.message);
      const session = state.checkoutSessions.get(sessionId)?.object as Stripe.Checkout.Session;
      return (session.success_url ?? '').replaceAll('{CHECKOUT_SESSION_ID}', session.id);
    },
    reset: () => {
      clock.reset();
      state = new StripeState(options.prices, seconds());
      faults = { ...NO_FAULTS };
      idempotent = new Map();
      webhooks.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        webhooks.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return emulator;
}

/** The key from `Bearer sk_…` or HTTP Basic `sk_…:` (as curl -u sends it); null when absent. */
function secretKey(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value = ''] = header.split(' ');
  if (scheme?.toLowerCase() === 'bearer') return value || null;
  if (scheme?.toLowerCase() === 'basic')
    return Buffer.from(value, 'base64').toString('utf8').split(':')[0] || null;
  return null;
}
