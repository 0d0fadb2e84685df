// PUT /api/settings {posting_window_start?, posting_window_end?, image_style_default?,
// time_zone?} → {success, message}; a refused value answers 400 {error}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateSettingsBody } from '../../../../shared/api/schedule';
import { apiRequest } from '../../../lib/api-client';
import { userSettingsQueryKey } from './get-settings';

export type SettingsUpdate = z.input<typeof updateSettingsBody>;
/** What came back; either field may be missing from an unexpected answer. */
export interface SaveSettingsResult {
  success?: unknown;
  message?: unknown;
}

export async function saveSettings(update: SettingsUpdate): Promise<SaveSettingsResult> {
  const payload = await apiRequest<SaveSettingsResult | undefined>('/api/settings', {
    method: 'PUT',
    body: update,
  });
  return payload ?? {};
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    // Even a partial save may have changed something: read the settings again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: userSettingsQueryKey }),
  });
}
