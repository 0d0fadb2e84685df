// GET /api/admin/users/recent → the newest accounts, for the dashboard's table.
import { useQuery } from '@tanstack/react-query';
import { type AdminUserRow, recentUsersResponse } from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

async function getRecentUsers(signal?: AbortSignal): Promise<AdminUserRow[]> {
  const { users } = await adminRequest('/api/admin/users/recent', { signal, schema: recentUsersResponse });
  return users;
}

export function useRecentUsers() {
  return useQuery({ queryKey: queryKeys.adminRecentUsers, queryFn: ({ signal }) => getRecentUsers(signal) });
}
