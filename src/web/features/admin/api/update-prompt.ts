// PUT /api/admin/prompts/{setting_key} {value, description} (docs/product.md §7): one call per changed
// prompt or model. The Prompts tab saves all its changes at once and learns which were refused.
import type { z } from 'zod';
import {
  type GlobalSetting,
  type PromptSettingKey,
  type updatePromptBody,
  updatePromptResponse,
} from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { adminRequest } from './admin-request';

export interface PromptChange {
  key: PromptSettingKey;
  value: string;
  /** The setting's description as stored; sent back unchanged. */
  description?: string;
}

interface PromptSaveResult {
  /** The settings as the server now holds them. */
  saved: GlobalSetting[];
  failed: { key: PromptSettingKey; error: unknown }[];
}

function updatePrompt({ key, value, description }: PromptChange) {
  const body: z.input<typeof updatePromptBody> =
    description === undefined ? { value } : { value, description };
  return adminRequest(`/api/admin/prompts/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body,
    schema: updatePromptResponse,
  });
}

/** Sends every change, each on its own; never throws: the result says which were refused. */
async function savePromptChanges(changes: PromptChange[]): Promise<PromptSaveResult> {
  const outcomes = await Promise.allSettled(changes.map(updatePrompt));
  const result: PromptSaveResult = { saved: [], failed: [] };
  outcomes.forEach((outcome, index) => {
    const key = changes[index]?.key;
    if (!key) return;
    if (outcome.status === 'fulfilled') result.saved.push(outcome.value.setting);
    else result.failed.push({ key, error: outcome.reason });
  });
  return result;
}

export function useSavePromptChanges() {
  return useCacheMutation(savePromptChanges, {
    onSuccess: (queryClient, { saved }) => {
      if (saved.length === 0) return;
      // The form compares with the saved values at once, not after the list is read again.
      queryClient.setQueryData<GlobalSetting[]>(queryKeys.adminSettings, (settings = []) => {
        const savedKeys = new Set(saved.map((setting) => setting.setting_key));
        return [...settings.filter((setting) => !savedKeys.has(setting.setting_key)), ...saved];
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminSettings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog });
    },
  });
}
