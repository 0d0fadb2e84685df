// GET /api/admin/stats → the dashboard's totals and the subscription breakdown (docs/product.md §3).
import { useQuery } from '@tanstack/react-query';
import { type AdminStats, adminStatsResponse } from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return adminRequest('/api/admin/stats', { signal, schema: adminStatsResponse });
}

export function useAdminStats() {
  return useQuery({ queryKey: queryKeys.adminStats, queryFn: ({ signal }) => getAdminStats(signal) });
}
