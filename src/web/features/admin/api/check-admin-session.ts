// GET /api/admin/test (docs/product.md §7): succeeds only for a valid admin token.
import { useQuery } from '@tanstack/react-query';
import { successResponse } from '../../../../shared/api/common';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

/** Answers {success: true} (a query must hold a value) or throws. */
function checkAdminSession(token: string, signal?: AbortSignal) {
  return apiRequest('/api/admin/test', { token, signal, schema: successResponse });
}

/** Checked afresh every time the admin area is entered; never retried. */
export function useAdminSessionCheck(token: string | null) {
  return useQuery({
    queryKey: queryKeys.adminSessionCheck(token),
    queryFn: ({ signal }) => checkAdminSession(token as string, signal),
    enabled: token !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
