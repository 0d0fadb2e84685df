// GET /api/plans: the one plan catalogue (docs/product.md §9) with its yearly arithmetic and the Stripe
// prices of the running configuration.
import type { PlansResponse } from '../../../shared/api/billing';
import { PLANS, TRIAL_DAYS, yearlyPricePerMonth, yearlySavings } from '../../../shared/plans';
import type { BillingDeps } from './billing-deps';

export function listPlans(billing: BillingDeps | null): PlansResponse {
  return {
    plans: PLANS.map((plan) => ({
      ...plan,
      features: [...plan.features],
      yearlyPricePerMonth: yearlyPricePerMonth(plan),
      yearlySavings: yearlySavings(plan),
      prices:
        billing && plan.name !== 'free'
          ? { monthly: billing.prices[plan.name].monthly, yearly: billing.prices[plan.name].yearly }
          : { monthly: null, yearly: null },
    })),
    trialDays: TRIAL_DAYS,
    billing: billing?.mode ?? 'off',
  };
}
