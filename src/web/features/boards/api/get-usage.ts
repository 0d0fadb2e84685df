// GET /api/user/usage → pins used and left this month and today, and boards used, for the
// plan's allowance (SPEC.md §9).
import { useQuery } from '@tanstack/react-query';
import { type Usage, usageResponse } from '../../../../shared/api/settings';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

function getUsage(signal?: AbortSignal): Promise<Usage> {
  return apiRequest('/api/user/usage', { signal, schema: usageResponse });
}

export function useUsage() {
  return useQuery({ queryKey: queryKeys.usage, queryFn: ({ signal }) => getUsage(signal) });
}
