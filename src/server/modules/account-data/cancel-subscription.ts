// Ends a paid subscription now, not at the period's end: nobody is charged for an account they
// closed or a workspace they deleted. Best effort: the deletion stands whatever Stripe answers.
import type { FastifyBaseLogger } from 'fastify';
import type { BillingDeps } from '../billing';

export async function cancelSubscription(options: {
  /** null: billing is off on this server. */
  billing: BillingDeps | null;
  subscriptionId: string;
  log: FastifyBaseLogger;
  /** Who or what was deleted, for the log: `{ userId }` or `{ workspaceId, userId }`. */
  context: Record<string, string>;
  what: 'account' | 'workspace';
}): Promise<void> {
  const { subscriptionId, context, what } = options;
  if (!options.billing) {
    options.log.warn(
      { ...context, subscriptionId },
      `deleted ${what} has a subscription, but billing is off`,
    );
    return;
  }
  try {
    await options.billing.stripe.subscriptions.cancel(subscriptionId);
  } catch (error) {
    // Already canceled, or Stripe is down: the deletion stands all the same; staff see it here.
    options.log.warn(
      { err: error, ...context, subscriptionId },
      `Stripe subscription not canceled on ${what} deletion`,
    );
  }
}
