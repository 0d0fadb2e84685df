// GET /api/admin/api-history?limit=100&type&status&user (docs/product.md §7, §9): the latest AI calls,
// newest first, narrowed by the filters that are set.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  API_HISTORY_LIMIT,
  type ApiCallRecord,
  apiHistoryResponse,
  type apiHistoryTotalsQuery,
} from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

export type ApiHistoryFilters = z.input<typeof apiHistoryTotalsQuery>;

/** The filters that are set, as query parameters (shared with the totals call). */
export function filterParams(filters: ApiHistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.status) params.set('status', filters.status);
  const user = filters.user?.trim();
  if (user) params.set('user', user);
  return params;
}

function getApiHistory(filters: ApiHistoryFilters, signal?: AbortSignal): Promise<ApiCallRecord[]> {
  const params = new URLSearchParams({ limit: String(API_HISTORY_LIMIT) });
  for (const [name, value] of filterParams(filters)) params.set(name, value);
  return adminRequest(`/api/admin/api-history?${params}`, { signal, schema: apiHistoryResponse });
}

export function useApiHistory(filters: ApiHistoryFilters) {
  return useQuery({
    queryKey: queryKeys.adminApiHistory(filters),
    queryFn: ({ signal }) => getApiHistory(filters, signal),
    // A new filter keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
