// GET and PUT /api/admin/support/account-managers/{userId}: an Enterprise customer's account
// manager (an admin account), their plan, and the admins who may be assigned.
import { useQuery } from '@tanstack/react-query';
import { type AdminAccountManager, adminAccountManagerResponse } from '../../../../shared/api/support-plan';
import { queryKeys } from '../../../api/query-keys';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { adminRequest } from './admin-request';

const address = (userId: string) => `/api/admin/support/account-managers/${encodeURIComponent(userId)}`;

export function useAccountManager(userId: string) {
  return useQuery({
    queryKey: queryKeys.adminAccountManager(userId),
    queryFn: ({ signal }) => adminRequest(address(userId), { signal, schema: adminAccountManagerResponse }),
  });
}

export function useAssignAccountManager(userId: string) {
  return useCacheMutation(
    (adminId: string | null): Promise<AdminAccountManager> =>
      adminRequest(address(userId), {
        method: 'PUT',
        body: { admin_id: adminId },
        schema: adminAccountManagerResponse,
      }),
    {
      onSuccess: (queryClient, answer) =>
        queryClient.setQueryData(queryKeys.adminAccountManager(userId), answer),
    },
  );
}
