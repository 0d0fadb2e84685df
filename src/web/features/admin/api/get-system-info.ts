// GET /api/admin/system: live facts about the running service, read again every 30 seconds
// while the Settings tab is open.
import { useQuery } from '@tanstack/react-query';
import { type SystemInfo, systemInfoResponse } from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

const SYSTEM_INFO_REFRESH_MS = 30_000;

function getSystemInfo(signal?: AbortSignal): Promise<SystemInfo> {
  return adminRequest('/api/admin/system', { signal, schema: systemInfoResponse });
}

export function useSystemInfo() {
  return useQuery({
    queryKey: queryKeys.adminSystemInfo,
    queryFn: ({ signal }) => getSystemInfo(signal),
    refetchInterval: SYSTEM_INFO_REFRESH_MS,
  });
}
