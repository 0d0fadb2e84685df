// Refusals shared by the payment routes.
import { AppError } from '../../app-error';
import type { BillingDeps } from './billing-deps';

/** The billing deps, or the 503 a server without billing answers. */
export function requireBilling(billing: BillingDeps | null): BillingDeps {
  if (billing) return billing;
  throw new AppError(
    'billing_unavailable',
    'Payments are not set up on this server. Ask its operator to configure Stripe (STRIPE_SECRET_KEY).',
  );
}

/** Stripe could not be reached or refused a call we made: a 502 with our words, not Stripe's. */
export function stripeFailed(what: string): AppError {
  return new AppError('provider_error', `Could not ${what} with Stripe just now. Please try again.`);
}
