// POST /api/admin/users/{id}/suspend {reason} → the updated row. The account's sign-in is
// refused and its sessions end on the server; here every admin answer about users is reloaded.
import type { z } from 'zod';
import { type AdminUserRow, type suspendUserBody, suspensionResponse } from '../../../../shared/api/admin';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { adminRequest } from './admin-request';
import { refreshAdminUsers } from './get-admin-users';

async function suspendUser(userId: string, body: z.input<typeof suspendUserBody>): Promise<AdminUserRow> {
  const { user } = await adminRequest(`/api/admin/users/${encodeURIComponent(userId)}/suspend`, {
    method: 'POST',
    body,
    schema: suspensionResponse,
  });
  return user;
}

export function useSuspendUser() {
  return useCacheMutation(({ id, reason }: { id: string; reason: string }) => suspendUser(id, { reason }), {
    onSuccess: (queryClient) => refreshAdminUsers(queryClient),
  });
}
