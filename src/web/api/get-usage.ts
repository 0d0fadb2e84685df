// GET /api/user/usage → pins used and left this month and today, and boards used, for the
// plan's allowance (docs/product.md §9). The boards page and Settings' Plan and billing card show it;
// its time zone is the one the workspace schedules in (ADR 0036).
import { useQuery } from '@tanstack/react-query';
import { type Usage, usageResponse } from '../../shared/api/settings';
import { type PlanFeature, planHasFeature } from '../../shared/plan-features';
import { apiRequest } from '../lib/api-client';
import { useTimeZone } from '../lib/zoned-time';
import { queryKeys } from './query-keys';

function getUsage(signal?: AbortSignal): Promise<Usage> {
  return apiRequest('/api/user/usage', { signal, schema: usageResponse });
}

export function useUsage() {
  return useQuery({ queryKey: queryKeys.usage, queryFn: ({ signal }) => getUsage(signal) });
}

/**
 * Whether the workspace's plan in force (its usage says it) lacks `feature`, so a screen shows it
 * locked with the upgrade. False until the usage is known: the server refuses it anyway.
 */
export function usePlanLacks(feature: PlanFeature): boolean {
  const plan = useUsage().data?.plan;
  return plan !== undefined && !planHasFeature(plan, feature);
}

/**
 * The time zone the current workspace schedules in (ADR 0036), which decides its "today" and the
 * times its screens show: its usage says it. Until that is known, the person's own.
 */
export function useWorkspaceTimeZone(): string {
  const own = useTimeZone();
  return useUsage().data?.time_zone ?? own;
}
