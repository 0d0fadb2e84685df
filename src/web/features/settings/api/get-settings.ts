// GET /api/settings → the posting window, default image style and time zone (docs/product.md §3
// User settings).
import { useQuery } from '@tanstack/react-query';
import { type UserSettings, userSettingsDto } from '../../../../shared/api/schedule';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

function getSettings(signal?: AbortSignal): Promise<UserSettings> {
  return apiRequest('/api/settings', { signal, schema: userSettingsDto });
}

export function useSettings() {
  return useQuery({ queryKey: queryKeys.userSettings, queryFn: ({ signal }) => getSettings(signal) });
}
