// GET /api/admin/users/{id} → one account in full: profile, usage, boards, pins, Pinterest, AI calls.
import { useQuery } from '@tanstack/react-query';
import { type AdminUserDetail, adminUserDetailResponse } from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function getAdminUser(userId: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return adminRequest(`/api/admin/users/${encodeURIComponent(userId)}`, {
    signal,
    schema: adminUserDetailResponse,
  });
}

export function useAdminUser(userId: string) {
  return useQuery({
    queryKey: queryKeys.adminUser(userId),
    queryFn: ({ signal }) => getAdminUser(userId, signal),
  });
}
