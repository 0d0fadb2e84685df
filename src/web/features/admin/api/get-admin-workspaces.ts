// GET /api/admin/workspaces?page&limit=20&search → one page of the workspace list and its pagination.
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_PAGE_SIZE } from '../../../../shared/api/admin';
import { adminWorkspacesResponse } from '../../../../shared/api/admin-workspaces';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function getAdminWorkspaces(page: number, search: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), limit: String(ADMIN_USERS_PAGE_SIZE) });
  if (search) query.set('search', search);
  return adminRequest(`/api/admin/workspaces?${query}`, { signal, schema: adminWorkspacesResponse });
}

/** The page on screen stays while the next one loads, so the table does not jump. */
export function useAdminWorkspaces(page: number, search: string) {
  return useQuery({
    queryKey: queryKeys.adminWorkspaces(page, search),
    queryFn: ({ signal }) => getAdminWorkspaces(page, search, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a workspace's suspension changed: its rows and detail, the user details that list it, and
 * the change history all show it.
 */
export function refreshAdminWorkspaces(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.allAdminWorkspaces }),
    queryClient.invalidateQueries({ queryKey: queryKeys.allAdminUsers }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
  ]);
}
