// POST /api/admin/workspaces/{id}/suspend {reason} and /unsuspend → the updated row. A suspended
// workspace's members may not act in it and its pins are held; every admin answer that shows it is
// reloaded.
import { type AdminWorkspaceRow, workspaceSuspensionResponse } from '../../../../shared/api/admin-workspaces';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { adminRequest } from './admin-request';
import { refreshAdminWorkspaces } from './get-admin-workspaces';

async function changeSuspension(
  workspaceId: string,
  action: 'suspend' | 'unsuspend',
  body?: { reason: string },
): Promise<AdminWorkspaceRow> {
  const { workspace } = await adminRequest(
    `/api/admin/workspaces/${encodeURIComponent(workspaceId)}/${action}`,
    { method: 'POST', body, schema: workspaceSuspensionResponse },
  );
  return workspace;
}

export function useSuspendWorkspace() {
  return useCacheMutation(
    ({ id, reason }: { id: string; reason: string }) => changeSuspension(id, 'suspend', { reason }),
    { onSuccess: (queryClient) => refreshAdminWorkspaces(queryClient) },
  );
}

export function useUnsuspendWorkspace() {
  return useCacheMutation((id: string) => changeSuspension(id, 'unsuspend'), {
    onSuccess: (queryClient) => refreshAdminWorkspaces(queryClient),
  });
}
