// The user's one Stripe customer: created at their first checkout, stored, reused ever after.
import type { Database } from '../../db/connection';
import { lockUser } from '../../db/lock-user';
import type { UserRow } from '../../db/schema';
import { setStripeCustomer } from '../user';
import type { BillingDeps } from './billing-deps';
import { stripeFailed } from './billing-errors';

/**
 * The stored customer id, or a new customer (metadata user_id) stored on the user. Two first
 * checkouts at once both create a customer at Stripe, but only the first is stored; the second
 * request then uses the stored one (the other customer stays unused, with no subscription).
 */
export async function ensureStripeCustomer(
  db: Database,
  billing: BillingDeps,
  user: UserRow,
): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  let customerId: string;
  try {
    const customer = await billing.stripe.customers.create(
      {
        email: user.email,
        name: `${user.firstName} ${user.lastName}`.trim(),
        metadata: { user_id: user.id },
      },
      // A retried create (network trouble) makes no second customer for the same user.
      { idempotencyKey: `pinloom-customer-${user.id}` },
    );
    customerId = customer.id;
  } catch {
    throw stripeFailed('set up your billing account');
  }
  return db.transaction(async (tx) => {
    const locked = await lockUser(tx, user.id);
    if (locked.stripeCustomerId) return locked.stripeCustomerId;
    await setStripeCustomer(tx, user.id, customerId);
    return customerId;
  });
}
