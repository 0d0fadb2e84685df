// The plan and billing cycle chosen on /signup live in the address (?plan=…&billing=…),
// so links from the pricing section and the back button keep the choice (docs/product.md §2).
import { type BillingCycle, isBillingCycle, isPlanName, type PlanName } from '../../../../shared/plans';

export interface SignupSelection {
  plan: PlanName;
  billing: BillingCycle;
}

function normalise(value: string | null): string | undefined {
  return value?.trim().toLowerCase();
}

/** plan defaults to free and billing to monthly; unknown values fall back to those defaults. */
export function parseSignupQuery(params: URLSearchParams): SignupSelection {
  const plan = normalise(params.get('plan'));
  const billing = normalise(params.get('billing'));
  return {
    plan: isPlanName(plan) ? plan : 'free',
    billing: isBillingCycle(billing) ? billing : 'monthly',
  };
}

/** The query for a selection, keeping any other parameters already in the address. */
export function signupQuery(selection: SignupSelection, current?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('plan', selection.plan);
  next.set('billing', selection.billing);
  return next;
}

/** The free plan has no billing cycle to speak of; the server is always told 'monthly'. */
export function billingCycleToSend(selection: SignupSelection): BillingCycle {
  return selection.plan === 'free' ? 'monthly' : selection.billing;
}
