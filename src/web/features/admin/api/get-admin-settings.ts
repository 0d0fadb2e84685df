// GET /api/admin/settings → every global setting (docs/product.md §7): the prompts, the models and the
// feature flags. The Prompts and Settings tabs share this one cached answer.
import { useQuery } from '@tanstack/react-query';
import { adminSettingsResponse, type GlobalSetting } from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function getAdminSettings(signal?: AbortSignal): Promise<GlobalSetting[]> {
  return adminRequest('/api/admin/settings', { signal, schema: adminSettingsResponse });
}

export function useAdminSettings() {
  return useQuery({ queryKey: queryKeys.adminSettings, queryFn: ({ signal }) => getAdminSettings(signal) });
}
