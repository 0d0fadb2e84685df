// Billing answers the web tests share: a plan catalogue with Stripe price ids, and the signed-in
// user's billing status in each state, all checked against the contracts of shared/api/billing.
import type { BillingStatus, PlansResponse } from '../../shared/api/billing';
import { PLANS, yearlyPricePerMonth, yearlySavings } from '../../shared/plans';

/** GET /api/plans of a server with Stripe: price ids 'price_pro_yearly' and so on. */
export const testPlans: PlansResponse = {
  plans: PLANS.map((plan) => ({
    ...plan,
    yearlyPricePerMonth: yearlyPricePerMonth(plan),
    yearlySavings: yearlySavings(plan),
    prices:
      plan.price === 0
        ? { monthly: null, yearly: null }
        : { monthly: `price_${plan.name}_monthly`, yearly: `price_${plan.name}_yearly` },
  })),
  trialDays: 7,
  billing: 'stripe',
};

/** A Pro trial of a new sign-up (no card) with 5 days left; override fields for other states. */
export function billingStatus(overrides: Partial<BillingStatus> = {}): BillingStatus {
  return {
    workspace_name: "Maya's workspace",
    can_manage: true,
    plan: 'pro',
    billing_cycle: 'yearly',
    status: 'trialing',
    limits_plan: 'pro',
    trial_ends_at: '2026-11-29T12:00:00.000Z',
    trial_days_left: 5,
    current_period_end: null,
    cancel_at_period_end: false,
    grace_ends_at: null,
    has_billing_account: false,
    billing: 'stripe',
    time_zone: 'Europe/London',
    checkout_trial: 'carried',
    trial_used_at: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

/** An active Pro subscription renewing on 21 Nov 2027. */
export const activePro = billingStatus({
  status: 'active',
  trial_ends_at: null,
  trial_days_left: null,
  current_period_end: '2027-11-21T12:00:00.000Z',
  has_billing_account: true,
  checkout_trial: 'none',
  trial_used_at: '2026-11-14T12:00:00.000Z',
});

/** A trial that ran out unpaid: the account is on Free limits. */
export const freeAfterTrial = billingStatus({
  limits_plan: 'free',
  trial_ends_at: '2026-11-20T12:00:00.000Z',
  trial_days_left: 0,
  checkout_trial: 'none',
  trial_used_at: '2026-11-13T12:00:00.000Z',
});

/** A free account that never had a trial: a checkout would start one. */
export const freeNeverTrialled = billingStatus({
  plan: 'free',
  limits_plan: 'free',
  status: 'active',
  trial_ends_at: null,
  trial_days_left: null,
  checkout_trial: 'new',
  trial_used_at: null,
});
