// The plan catalogue this build was made with (docs/product.md §9): what the screens show until GET
// /api/plans answers (api/get-plans.ts). On its own, without the API client and its contracts, so
// the landing page can paint its prices with no more code than it needs.
import type { PlansResponse } from '../../shared/api/billing';
import { PLANS, TRIAL_DAYS, yearlyPricePerMonth, yearlySavings } from '../../shared/plans';

/**
 * The catalogue this build was made with, shown until the answer comes and when it cannot come
 * (offline), so prices never flicker or vanish. It knows no Stripe prices: nothing can be bought
 * from it.
 */
export const BUILT_IN_CATALOGUE: PlansResponse = {
  plans: PLANS.map((plan) => ({
    ...plan,
    yearlyPricePerMonth: yearlyPricePerMonth(plan),
    yearlySavings: yearlySavings(plan),
    prices: { monthly: null, yearly: null },
  })),
  trialDays: TRIAL_DAYS,
  billing: 'off',
};

export interface PlanCatalogue extends PlansResponse {
  /** False while the built-in catalogue stands in for the server's answer. */
  loaded: boolean;
}
