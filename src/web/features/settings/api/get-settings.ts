// GET /api/settings → the posting window, default image style and time zone (SPEC.md §3
// User settings).
import { useQuery } from '@tanstack/react-query';
import type { UserSettings } from '../../../../shared/api/schedule';
import { apiRequest } from '../../../lib/api-client';

export const userSettingsQueryKey = ['settings', 'user'] as const;

export async function getSettings(signal?: AbortSignal): Promise<UserSettings> {
  const payload = await apiRequest<Partial<UserSettings> | undefined>('/api/settings', { signal });
  if (!payload || typeof payload.posting_window_start !== 'string') {
    throw new Error('The server sent unexpected settings');
  }
  return {
    posting_window_start: payload.posting_window_start,
    posting_window_end: String(payload.posting_window_end ?? ''),
    image_style_default: String(payload.image_style_default ?? ''),
    time_zone: String(payload.time_zone ?? ''),
  };
}

export function useSettings() {
  return useQuery({ queryKey: userSettingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });
}
