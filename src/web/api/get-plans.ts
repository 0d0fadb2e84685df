// GET /api/plans (public): the plan catalogue with this server's Stripe prices (docs/product.md §7, §9).
// The landing page, /features, /help, /signup and Settings all read the plans from here, so every
// screen shows the same prices and limits as the server enforces.
import { useQuery } from '@tanstack/react-query';
import { type PlanDto, type PlansResponse, plansResponse } from '../../shared/api/plan-catalogue';
import type { PlanName } from '../../shared/plans';
import { apiRequest } from '../lib/api-client';
import { BUILT_IN_CATALOGUE, type PlanCatalogue } from './built-in-plans';
import { PLANS_QUERY_KEY } from './plans-query-key';

export function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  // No token: the catalogue is the same for everyone, and a visitor has none.
  return apiRequest('/api/plans', { token: null, signal, schema: plansResponse });
}

export function usePlans(): PlanCatalogue {
  const { data } = useQuery({
    queryKey: PLANS_QUERY_KEY,
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
