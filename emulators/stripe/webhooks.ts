// Sends events to the webhook endpoint as Stripe does: JSON bodies signed in the Stripe-Signature
// header, in the background, retried with a short backoff when the endpoint fails, and bent by
// the delivery faults (duplicates, reversed batches, delays).
import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';
import type { StripeFaults } from './faults';

export interface Delivery {
  event_id: string;
  type: string;
  /** 1 for the first try. */
  attempt: number;
  /** The endpoint's HTTP status; null when it could not be reached. */
  status: number | null;
  ok: boolean;
  error?: string;
  at: string;
}

/** Hands a signed delivery to the endpoint some other way (e.g. Fastify's inject); answers its HTTP status. */
export type WebhookDeliver = (body: string, headers: Record<string, string>) => Promise<number>;

export interface WebhookTarget {
  url?: string;
  secret: string;
  /** Used instead of POSTing to `url` when set. */
  deliver?: WebhookDeliver;
}

export interface RetryPolicy {
  /** Tries after the first (default 3). */
  retries: number;
  /** Wait before the first retry, doubling for each next one (default 100 ms). */
  delayMs: number;
}

const TIMEOUT_MS = 10_000;

/**
 * `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, what stripe.webhooks.constructEvent checks.
 * @internal for tests and benchmarks, not production code
 */
export function signatureHeader(body: string, secret: string, timestamp: number): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

async function post(url: string, body: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.arrayBuffer();
  return response.status;
}

export class WebhookSender {
  private queue: Promise<void> = Promise.resolve();
  private pending = 0;
  private waiters: Array<() => void> = [];
  private timers = new Set<NodeJS.Timeout>();
  private log: Delivery[] = [];
  private closed = false;

  constructor(
    private readonly target: () => WebhookTarget,
    private readonly retry: RetryPolicy,
    /** Waits instead of a timer when given (StripeEmulatorOptions.webhookSleep). */
    private readonly sleep?: (ms: number) => Promise<void>,
  ) {}

  /** Queues one batch (the events of one action); returns at once. */
  send(events: Stripe.Event[], faults: StripeFaults): void {
    const { url, deliver } = this.target();
    if ((!url && !deliver) || events.length === 0) return;
    const ordered = faults.out_of_order ? [...events].reverse() : events;
    const copies = faults.duplicate ? 2 : 1;
    this.queue = this.queue.then(async () => {
      for (const event of ordered) {
        for (let copy = 0; copy < copies; copy++) {
          if (faults.delay > 0) await this.wait(faults.delay);
          await this.attempt(event, 1);
        }
      }
    });
    this.track(this.queue);
  }

  /** Resolves once nothing is queued, in flight or waiting for a retry. */
  settled(): Promise<void> {
    if (this.pending === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  deliveries(): Delivery[] {
    return [...this.log];
  }

  clear(): void {
    this.log = [];
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.pending = 0;
    this.release();
  }

  private async attempt(event: Stripe.Event, attempt: number): Promise<void> {
    const { url, secret, deliver } = this.target();
    if ((!url && !deliver) || this.closed) return;
    const body = JSON.stringify(event, null, 2);
    const record: Delivery = {
      event_id: event.id,
      type: event.type,
      attempt,
      status: null,
      ok: false,
      at: new Date().toISOString(),
    };
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      // Signed with wall-clock time, not the emulator's: constructEvent checks the timestamp
      // against the receiver's clock (5 minutes' tolerance) even when the emulator's is advanced.
      'stripe-signature': signatureHeader(body, secret, Math.floor(Date.now() / 1000)),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
    try {
      record.status = deliver ? await deliver(body, headers) : await post(url as string, body, headers);
      record.ok = record.status >= 200 && record.status < 300;
    } catch (error) {
      record.error = error instanceof Error ? error.message : String(error);
    }
    this.log.push(record);
    if (!record.ok && attempt <= this.retry.retries) {
      const delay = this.retry.delayMs * 2 ** (attempt - 1);
      this.track(this.wait(delay).then(() => this.attempt(event, attempt + 1)));
    }
  }

  private wait(ms: number): Promise<void> {
    if (this.sleep) return this.sleep(ms);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }

  private track(work: Promise<void>): void {
    this.pending += 1;
    void work
      .catch((error: unknown) => console.error('[stripe emulator] webhook delivery failed', error))
      .finally(() => {
        this.pending = Math.max(0, this.pending - 1);
        if (this.pending === 0) this.release();
      });
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
