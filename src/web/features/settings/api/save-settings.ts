// PUT /api/settings {posting_window_start?, posting_window_end?, image_style_default?,
// time_zone?} → {success, message}; a refused value answers 400 {error}.
import type { z } from 'zod';
import { saveSettingsResponse, type updateSettingsBody } from '../../../../shared/api/schedule';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

type SettingsUpdate = z.input<typeof updateSettingsBody>;
/** success false: saved in part, `message` says what was not. */
function saveSettings(update: SettingsUpdate): Promise<z.output<typeof saveSettingsResponse>> {
  return apiRequest('/api/settings', { method: 'PUT', body: update, schema: saveSettingsResponse });
}

export function useSaveSettings() {
  return useCacheMutation(saveSettings, {
    // Even a partial save may have changed something: read the settings again, and what reads
    // dates in the time zone: the profile (Settings → Profile and security), the plan's dates and
    // the allowance's next reset.
    onSettled: (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.userSettings }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
        queryClient.invalidateQueries({ queryKey: queryKeys.billingStatus }),
        queryClient.invalidateQueries({ queryKey: queryKeys.usage }),
      ]),
  });
}
