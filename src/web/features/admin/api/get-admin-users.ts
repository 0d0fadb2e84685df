// GET /api/admin/users?page&limit=20&search → one page of the user list and its pagination.
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_PAGE_SIZE, adminUsersResponse } from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function getAdminUsers(page: number, search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: String(ADMIN_USERS_PAGE_SIZE) });
  if (search) query.set('search', search);
  return adminRequest(`/api/admin/users?${query}`, { signal, schema: adminUsersResponse });
}

/** The page on screen stays while the next one loads, so the table does not jump. */
export function useAdminUsers(page: number, search: string) {
  return useQuery({
    queryKey: queryKeys.adminUsers(page, search),
    queryFn: ({ signal }) => getAdminUsers(page, search, signal),
    placeholderData: keepPreviousData,
  });
}

/** After a change to an account: the rows, the detail and the change history all show it. */
export function refreshAdminUsers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.allAdminUsers }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
  ]);
}
