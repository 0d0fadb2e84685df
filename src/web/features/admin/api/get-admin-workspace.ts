// GET /api/admin/workspaces/{id} → one workspace: its paying owner, plan, counts, suspension, members.
import { useQuery } from '@tanstack/react-query';
import {
  type AdminWorkspaceDetail,
  adminWorkspaceDetailResponse,
} from '../../../../shared/api/admin-workspaces';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function getAdminWorkspace(workspaceId: string, signal?: AbortSignal): Promise<AdminWorkspaceDetail> {
  return adminRequest(`/api/admin/workspaces/${encodeURIComponent(workspaceId)}`, {
    signal,
    schema: adminWorkspaceDetailResponse,
  });
}

export function useAdminWorkspace(workspaceId: string) {
  return useQuery({
    queryKey: queryKeys.adminWorkspace(workspaceId),
    queryFn: ({ signal }) => getAdminWorkspace(workspaceId, signal),
  });
}
