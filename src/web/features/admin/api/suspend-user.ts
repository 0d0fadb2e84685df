// POST /api/admin/users/{id}/suspend {reason} → the updated row. The account's sign-in is
// refused and its sessions end on the server; here every admin answer about users is reloaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type AdminUserRow, type suspendUserBody, suspensionResponse } from '../../../../shared/api/admin';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) => suspendUser(userId, { reason }),
    onSuccess: () => refreshAdminUsers(queryClient),
  });
}
