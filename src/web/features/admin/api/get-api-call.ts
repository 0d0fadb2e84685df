// GET /api/admin/api-history/{id} (docs/product.md §7): one call with its prompt, request and response
// bodies and error message.
import { useQuery } from '@tanstack/react-query';
import { type ApiCallDetail, apiCallDetail } from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function getApiCall(id: string, signal?: AbortSignal): Promise<ApiCallDetail> {
  return adminRequest(`/api/admin/api-history/${encodeURIComponent(id)}`, { signal, schema: apiCallDetail });
}

/** Nothing is asked while no call is chosen. */
export function useApiCall(id: string | null) {
  return useQuery({
    queryKey: queryKeys.adminApiCall(id ?? ''),
    queryFn: ({ signal }) => getApiCall(id ?? '', signal),
    enabled: id !== null,
    retry: false,
  });
}
