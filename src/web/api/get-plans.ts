// GET /api/plans (public): the plan catalogue with this server's Stripe prices (SPEC.md §7, §9).
// The landing page, /features, /help, /signup and Settings all read the plans from here, so every
// screen shows the same prices and limits as the server enforces.
import { useQuery } from '@tanstack/react-query';
import { type PlanDto, type PlansResponse, plansResponse } from '../../shared/api/billing';
import { PLANS, type PlanName, TRIAL_DAYS, yearlyPricePerMonth, yearlySavings } from '../../shared/plans';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  // No token: the catalogue is the same for everyone, and a visitor has none.
  return apiRequest('/api/plans', { token: null, signal, schema: plansResponse });
}

/**
 * The catalogue this build was made with, shown until the answer comes and when it cannot come
 * (offline), so prices never flicker or vanish. It knows no Stripe prices: nothing can be bought
 * from it.
 */
const BUILT_IN_CATALOGUE: PlansResponse = {
  plans: PLANS.map((plan) => ({
    ...plan,
    yearlyPricePerMonth: yearlyPricePerMonth(plan),
    yearlySavings: yearlySavings(plan),
    prices: { monthly: null, yearly: null },
  })),
  trialDays: TRIAL_DAYS,
  billing: 'off',
};

interface PlanCatalogue extends PlansResponse {
  /** False while the built-in catalogue stands in for the server's answer. */
  loaded: boolean;
}

export function usePlans(): PlanCatalogue {
  const { data } = useQuery({
    queryKey: queryKeys.plans,
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 5 * 60_000,
  });
  return data ? { ...data, loaded: true } : { ...BUILT_IN_CATALOGUE, loaded: false };
}

/** One plan of the catalogue; the built-in one if the server left it out. */
export function planIn(catalogue: PlansResponse, name: PlanName): PlanDto {
  const plan =
    catalogue.plans.find((p) => p.name === name) ?? BUILT_IN_CATALOGUE.plans.find((p) => p.name === name);
  if (!plan) throw new Error(`Unknown plan: ${name}`);
  return plan;
}
