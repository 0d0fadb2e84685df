// Shared setup for the Stripe emulator's tests: the emulator with Pinloom's prices, an SDK client
// pointed at it, and a webhook receiver that records what arrives (and can be told to fail).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  pinloomDemoPrices,
  type StripeEmulator,
  type StripeEmulatorOptions,
  startStripeEmulator,
} from './server';

export const SECRET_KEY = 'sk_test_emulator_4eC39HqLyjWDarjtT1zdp7dc';
export const WEBHOOK_SECRET = 'whsec_emulator_test_secret';

interface Received {
  body: string;
  signature: string;
}

interface WebhookReceiver {
  url: string;
  received: Received[];
  /** Answer the next `count` deliveries with `status` (default 500). */
  failNext(count: number, status?: number): void;
  close(): Promise<void>;
}

async function startReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  let failures = 0;
  let failStatus = 500;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failures > 0) {
        failures -= 1;
        response.writeHead(failStatus).end();
        return;
      }
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payment/webhook`,
    received,
    failNext: (count, status = 500) => {
      failures = count;
      failStatus = status;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface Harness {
  emulator: StripeEmulator;
  receiver: WebhookReceiver;
  stripe: Stripe;
  /** The events the receiver got, verified with the SDK, in arrival order. */
  receivedEvents(): Stripe.Event[];
  receivedTypes(): string[];
  close(): Promise<void>;
}

export async function startHarness(options: Partial<StripeEmulatorOptions> = {}): Promise<Harness> {
  const receiver = await startReceiver();
  const emulator = await startStripeEmulator({
    port: 0,
    webhookUrl: receiver.url,
    webhookSecret: WEBHOOK_SECRET,
    prices: pinloomDemoPrices(),
    webhookRetryDelayMs: 5,
    ...options,
  });
  const stripe = new Stripe(SECRET_KEY, { ...emulator.sdkConfig, maxNetworkRetries: 0 });
  const receivedEvents = () =>
    receiver.received.map((entry) =>
      stripe.webhooks.constructEvent(entry.body, entry.signature, WEBHOOK_SECRET),
    );
  return {
    emulator,
    receiver,
    stripe,
    receivedEvents,
    receivedTypes: () => receivedEvents().map((event) => event.type),
    close: async () => {
      await emulator.close();
      await receiver.close();
    },
  };
}

/** A customer and a Checkout Session for a price, as Pinloom's billing would create them. */
export async function openCheckout(
  stripe: Stripe,
  price: string,
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Promise<{ customer: Stripe.Customer; session: Stripe.Checkout.Session }> {
  const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { user_id: '42' } });
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customer.id,
    line_items: [{ price, quantity: 1 }],
    success_url: 'http://pinloom.test/billing/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://pinloom.test/pricing',
    client_reference_id: '42',
    metadata: { user_id: '42' },
    ...extra,
  });
  return { customer, session };
}

/** Posts a hosted page's form as a browser would, without following the redirect. */
export function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

export const DAY = 24 * 3600;
