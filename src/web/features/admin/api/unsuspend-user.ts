// POST /api/admin/users/{id}/unsuspend → the updated row: the account may sign in again.
import { type AdminUserRow, suspensionResponse } from '../../../../shared/api/admin';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { adminRequest } from './admin-request';
import { refreshAdminUsers } from './get-admin-users';

async function unsuspendUser(userId: string): Promise<AdminUserRow> {
  const { user } = await adminRequest(`/api/admin/users/${encodeURIComponent(userId)}/unsuspend`, {
    method: 'POST',
    schema: suspensionResponse,
  });
  return user;
}

export function useUnsuspendUser() {
  return useCacheMutation((userId: string) => unsuspendUser(userId), {
    onSuccess: (queryClient) => refreshAdminUsers(queryClient),
  });
}
