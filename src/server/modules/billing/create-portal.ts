// POST /api/payment/create-portal: a Billing Portal session (switch plan, cancel, card, invoices)
// for a user who has a Stripe customer. What they change there reaches Pinloom by webhook.
import { AppError } from '../../app-error';
import type { UserRow } from '../../db/schema';
import type { BillingDeps } from './billing-deps';
import { stripeFailed } from './billing-errors';

export async function createPortal(options: {
  billing: BillingDeps;
  user: UserRow;
  origin: string;
}): Promise<{ url: string }> {
  const { billing, user } = options;
  if (!user.stripeCustomerId) {
    throw new AppError('conflict', 'You have no billing account yet. Choose a plan to subscribe first.');
  }
  try {
    const session = await billing.stripe.billingPortal.sessions.create({
      customer: user.stripeCustomerId,
      return_url: `${options.origin}/settings/plan-and-billing`,
    });
    return { url: session.url };
  } catch {
    throw stripeFailed('open the billing portal');
  }
}
