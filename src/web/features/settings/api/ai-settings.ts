// GET and PUT /api/settings/ai: the user's own AI provider keys (shown only as hints).
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type AiSettings, aiSettingsDto, type updateAiSettingsBody } from '../../../../shared/api/settings';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

/** A key left out is kept; null or '' removes it. */
export type AiSettingsUpdate = z.input<typeof updateAiSettingsBody>;

function getAiSettings(signal?: AbortSignal): Promise<AiSettings> {
  return apiRequest('/api/settings/ai', { signal, schema: aiSettingsDto });
}

function saveAiSettings(update: AiSettingsUpdate): Promise<AiSettings> {
  return apiRequest('/api/settings/ai', { method: 'PUT', body: update, schema: aiSettingsDto });
}

export function useAiSettings() {
  return useQuery({ queryKey: queryKeys.aiSettings, queryFn: ({ signal }) => getAiSettings(signal) });
}

export function useSaveAiSettings() {
  return useCacheMutation(saveAiSettings, {
    onSuccess: (queryClient, saved) => queryClient.setQueryData(queryKeys.aiSettings, saved),
  });
}
