// GET and PUT /api/settings/ai: the user's own AI provider keys (shown only as hints).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiSettings } from '../../../../shared/api/settings';
import { apiRequest } from '../../../lib/api-client';

const key = ['settings', 'ai'] as const;

export interface AiSettingsUpdate {
  text_base_url?: string | null;
  text_model?: string | null;
  text_api_key?: string | null;
  image_base_url?: string | null;
  image_model?: string | null;
  image_api_key?: string | null;
}

export function useAiSettings() {
  return useQuery({ queryKey: key, queryFn: () => apiRequest<AiSettings>('/api/settings/ai') });
}

export function useSaveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: AiSettingsUpdate) =>
      apiRequest<AiSettings>('/api/settings/ai', { method: 'PUT', body: update }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
