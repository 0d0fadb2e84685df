// GET /api/admin/api-history/totals?type&status&user: calls and cost today and this month (UTC).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiHistoryTotals, apiHistoryTotalsResponse } from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';
import { type ApiHistoryFilters, filterParams } from './get-api-history';

function getApiHistoryTotals(filters: ApiHistoryFilters, signal?: AbortSignal): Promise<ApiHistoryTotals> {
  const params = filterParams(filters).toString();
  return adminRequest(`/api/admin/api-history/totals${params ? `?${params}` : ''}`, {
    signal,
    schema: apiHistoryTotalsResponse,
  });
}

export function useApiHistoryTotals(filters: ApiHistoryFilters) {
  return useQuery({
    queryKey: queryKeys.adminApiHistoryTotals(filters),
    queryFn: ({ signal }) => getApiHistoryTotals(filters, signal),
    placeholderData: keepPreviousData,
  });
}
