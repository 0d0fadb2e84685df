// POST /api/payment/webhook: the only way a plan changes through Stripe (ADR 0020). The signature
// is checked on the raw body; each event id is stored in stripe_events in the same transaction as
// its effect, so a repeated delivery changes nothing. Every handled event names a subscription,
// and what is applied is that subscription as Stripe has it now (read under its workspace's lock),
// so events arriving late, twice or out of order still leave the workspace in Stripe's current
// state; and a subscription Stripe says is another customer's is ignored (logged), never applied.
// Each workspace holds its own subscription, paid by its owner's customer (ADR 0034).
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspaceIfAny } from '../../db/lock-workspace';
import { stripeEvents, users, type WorkspaceRow, workspaces } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { personalWorkspace } from '../workspaces';
import { applySubscription } from './apply-subscription';
import type { BillingDeps } from './billing-deps';

const HANDLED = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

type Outcome =
  | 'ignored_type'
  | 'duplicate'
  | 'no_subscription'
  | 'unknown_customer'
  /** The customer's workspace is gone (deleted since the checkout). */
  | 'no_workspace'
  /** The subscription, as Stripe has it, is another customer's than the event's. */
  | 'ignored_foreign_subscription'
  | Awaited<ReturnType<typeof applySubscription>>;

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The customer and subscription an event is about; null subscription for one that names none. */
function subjectOf(event: Stripe.Event): { customer: string | null; subscription: string | null } {
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      return { customer: idOf(session.customer), subscription: idOf(session.subscription) };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return { customer: idOf(subscription.customer), subscription: subscription.id };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return {
        customer: idOf(invoice.customer),
        subscription: idOf(invoice.parent?.subscription_details?.subscription),
      };
    }
    default:
      return { customer: null, subscription: null };
  }
}

export function verifyEvent(
  billing: BillingDeps,
  body: unknown,
  signature: string | string[] | undefined,
): Stripe.Event {
  if (typeof signature !== 'string' || signature === '') {
    throw new AppError('bad_request', 'Missing Stripe-Signature header.');
  }
  if (!Buffer.isBuffer(body)) throw new AppError('bad_request', 'The webhook body is missing.');
  try {
    return billing.stripe.webhooks.constructEvent(body, signature, billing.webhookSecret);
  } catch {
    throw new AppError('bad_request', 'The Stripe-Signature does not match this body.');
  }
}

export async function handleWebhook(options: {
  db: Database;
  billing: BillingDeps;
  event: Stripe.Event;
  log: FastifyBaseLogger;
  /** Keys the trial claims: a subscription that starts a trial claims it (modules/trials). */
  appSecret: string;
  now: Date;
}): Promise<Outcome> {
  const { db, billing, event, log, now } = options;
  if (!HANDLED.has(event.type)) return 'ignored_type';
  const subject = subjectOf(event);
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // Nothing is written for an unknown customer, not even the event id.
    const [owner] = subject.customer
      ? await tx
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(eq(users.stripeCustomerId, subject.customer))
      : [];
    if (subject.customer && !owner) return 'unknown_customer';
    const [stored] = await tx
      .insert(stripeEvents)
      .values({
        id: event.id,
        type: event.type,
        stripeCreatedAt: new Date(event.created * 1000),
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!stored) return 'duplicate';
    if (!subject.subscription || !owner) return 'no_subscription';
    const subscription = await currentSubscription(billing, subject.subscription, event);
    // The event names both; only Stripe's own copy says whose the subscription is. Another
    // customer's subscription never changes this customer's plans, whatever the event claims.
    if (idOf(subscription.customer) !== subject.customer) return 'ignored_foreign_subscription';
    const workspace = await subscribedWorkspace(tx, subscription, owner.id);
    if (!workspace) return 'no_workspace';
    return applySubscription({
      tx,
      billing,
      workspace,
      payer: owner,
      subscription,
      appSecret: options.appSecret,
      now,
      eventAt: new Date(event.created * 1000),
    });
  });
  const fields = {
    eventId: event.id,
    type: event.type,
    customer: subject.customer,
    subscription: subject.subscription,
    outcome,
  };
  if (
    outcome === 'unknown_customer' ||
    outcome === 'ignored_unknown_price' ||
    outcome === 'ignored_foreign_subscription'
  ) {
    log.warn(fields, 'Stripe webhook changed nothing');
  } else {
    log.info(fields, 'Stripe webhook');
  }
  return outcome;
}

/**
 * The workspace a subscription pays for, locked: the one its checkout named (metadata
 * workspace_id), else the one holding it, else the customer's first (a subscription from before
 * workspaces held plans names only the person). Undefined when that workspace is gone.
 */
async function subscribedWorkspace(
  tx: Database,
  subscription: Stripe.Subscription,
  customerUserId: string,
): Promise<WorkspaceRow | undefined> {
  const named = subscription.metadata?.workspace_id;
  if (named !== undefined) return isUuid(named) ? lockWorkspaceIfAny(tx, named) : undefined;
  const [holding] = await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.stripeSubscriptionId, subscription.id));
  if (holding) return lockWorkspaceIfAny(tx, holding.id);
  const first = await personalWorkspace(tx, customerUserId);
  return first && lockWorkspaceIfAny(tx, first.id);
}

/** The subscription as Stripe has it now; the event's own copy only when Stripe no longer knows it. */
async function currentSubscription(
  billing: BillingDeps,
  id: string,
  event: Stripe.Event,
): Promise<Stripe.Subscription> {
  try {
    return await billing.stripe.subscriptions.retrieve(id);
  } catch (error) {
    const own = event.data.object as { object?: string };
    if (
      error instanceof Stripe.errors.StripeInvalidRequestError &&
      error.code === 'resource_missing' &&
      own.object === 'subscription'
    ) {
      return event.data.object as Stripe.Subscription;
    }
    // Not applied and not stored: a non-2xx answer makes Stripe deliver the event again later.
    throw new AppError(
      'service_unavailable',
      'Could not read the subscription from Stripe; deliver the event again later.',
    );
  }
}
