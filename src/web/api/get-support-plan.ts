// GET /api/support/plan → what the workspace's plan gives in support: the first-response target,
// phone support, the account manager (ADR 0033). The Help page and Settings' Plan and billing show it.
import { useQuery } from '@tanstack/react-query';
import { type SupportPlan, supportPlanResponse } from '../../shared/api/support-plan';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

function getSupportPlan(signal?: AbortSignal): Promise<SupportPlan> {
  return apiRequest('/api/support/plan', { signal, schema: supportPlanResponse });
}

export function useSupportPlan() {
  return useQuery({ queryKey: queryKeys.supportPlan, queryFn: ({ signal }) => getSupportPlan(signal) });
}
