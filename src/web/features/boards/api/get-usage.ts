// GET /api/user/usage → pins used and left this month and today, and boards used, for the
// plan's quotas (SPEC.md §9).
import { useQuery } from '@tanstack/react-query';
import { type Usage, usageResponse } from '../../../../shared/api/settings';
import { apiRequest } from '../../../lib/api-client';

export const usageQueryKey = ['user-usage'] as const;

export async function getUsage(signal?: AbortSignal): Promise<Usage> {
  return usageResponse.parse(await apiRequest<unknown>('/api/user/usage', { signal }));
}

export function useUsage() {
  return useQuery({ queryKey: usageQueryKey, queryFn: ({ signal }) => getUsage(signal) });
}
