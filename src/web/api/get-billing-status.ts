// GET /api/user/billing: the signed-in user's plan, subscription status, trial and grace period, and
// what a checkout would do about the free trial. Settings' Plan and billing card, the trial banner
// of the signed-in frame and a signed-in person's pricing cards read it.
import { useQuery } from '@tanstack/react-query';
import { type BillingStatus, billingStatusResponse } from '../../shared/api/billing';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

function getBillingStatus(signal?: AbortSignal): Promise<BillingStatus> {
  return apiRequest('/api/user/billing', { signal, schema: billingStatusResponse });
}

interface Options {
  enabled?: boolean;
  /** Read again every this many milliseconds (while waiting for Stripe's word after checkout). */
  refetchInterval?: number | false;
}

export function useBillingStatus({ enabled = true, refetchInterval = false }: Options = {}) {
  return useQuery({
    queryKey: queryKeys.billingStatus,
    queryFn: ({ signal }) => getBillingStatus(signal),
    enabled,
    refetchInterval,
    staleTime: 60_000,
  });
}
