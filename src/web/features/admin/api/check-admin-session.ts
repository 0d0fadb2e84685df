// GET /api/admin/test (SPEC.md §7): succeeds only for a valid admin token.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function checkAdminSession(token: string, signal?: AbortSignal): Promise<unknown> {
  return apiRequest<unknown>('/api/admin/test', { token, signal });
}

/** Checked afresh every time the admin area is entered; never retried. */
export function useAdminSessionCheck(token: string | null) {
  return useQuery({
    queryKey: ['admin-session-check', token],
    queryFn: ({ signal }) => checkAdminSession(token as string, signal),
    enabled: token !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}
