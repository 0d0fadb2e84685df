// POST /api/payment/create-checkout: a subscription Checkout Session for the request's workspace,
// paid by the signed-in owner's customer (ADR 0034), for one of this configuration's prices, with the trial checkout-trial.ts decides (a first-time
// subscriber's, a running one's days, or none: ADR 0027). The plan changes only when Stripe's
// webhook says it was paid (ADR 0020); the browser's return to success_url changes nothing.
import type Stripe from 'stripe';
import { getPlan } from '../../../shared/plans';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import type { UserRow, WorkspaceRow } from '../../db/schema';
import { type BillingDeps, planOfPrice } from './billing-deps';
import { stripeFailed } from './billing-errors';
import { decideCheckoutTrial, findTrialUsedAt } from './checkout-trial';
import { ensureStripeCustomer } from './stripe-customer';

/** Statuses of a subscription that still bills: a second checkout would make a second subscription. */
const LIVE_STATUSES: readonly WorkspaceRow['subscriptionStatus'][] = ['active', 'trialing', 'past_due'];

export async function createCheckout(options: {
  db: Database;
  billing: BillingDeps;
  /** The owner who pays. */
  user: UserRow;
  workspace: WorkspaceRow;
  priceId: string;
  /** The origin the browser comes back to (return-origin.ts). */
  origin: string;
  /** Keys the trial claims (modules/trials). */
  appSecret: string;
  now: Date;
}): Promise<{ url: string }> {
  const { billing, user, workspace, priceId, now } = options;
  const chosen = planOfPrice(billing.prices, priceId);
  if (!chosen) {
    throw new AppError('bad_request', `Unknown price: ${priceId} is not one of this server's plans.`);
  }
  const hasSubscription =
    workspace.stripeSubscriptionId !== null && LIVE_STATUSES.includes(workspace.subscriptionStatus);
  if (hasSubscription) {
    const held = getPlan(workspace.subscriptionPlan).title;
    const same = workspace.subscriptionPlan === chosen.plan && workspace.billingCycle === chosen.cycle;
    throw new AppError(
      'conflict',
      same
        ? `${workspace.name} already has the ${held} plan (${chosen.cycle}).`
        : `${workspace.name} already has a ${held} subscription. Use Manage billing to switch plans.`,
    );
  }
  const trialUsedAt = await findTrialUsedAt({
    db: options.db,
    appSecret: options.appSecret,
    user,
    workspace,
  });
  const trial = decideCheckoutTrial({ workspace, trialUsedAt, now });
  const customer = await ensureStripeCustomer(options.db, billing, user);
  const params: Stripe.Checkout.SessionCreateParams = {
    mode: 'subscription',
    customer,
    client_reference_id: workspace.id,
    line_items: [{ price: priceId, quantity: 1 }],
    // The plan is for the page's words only ("…your Pro plan starts…"): it changes nothing.
    success_url: `${options.origin}/settings/plan-and-billing?checkout=success&plan=${chosen.plan}&session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${options.origin}/settings/plan-and-billing?checkout=canceled`,
    subscription_data: {
      metadata: { user_id: user.id, workspace_id: workspace.id },
      ...(trial.kind === 'carried' ? { trial_end: Math.floor(trial.endsAt.getTime() / 1000) } : {}),
      ...(trial.kind === 'new' ? { trial_period_days: trial.days } : {}),
    },
  };
  let session: Stripe.Checkout.Session;
  try {
    session = await billing.stripe.checkout.sessions.create(params);
  } catch {
    throw stripeFailed('start checkout');
  }
  if (!session.url) throw stripeFailed('start checkout');
  return { url: session.url };
}
