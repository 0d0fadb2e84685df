// /api/prompts (ADR 0037): the workspace's own title, description and image prompts, per workspace
// or per board; saving one, removing one (back to the default), and the preview.
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { successResponse } from '../../../../shared/api/common';
import {
  type CustomPrompts,
  type customPromptPreviewBody,
  customPromptPreviewResponse,
  customPromptsResponse,
  saveCustomPromptResponse,
} from '../../../../shared/api/prompts';
import type { PromptKind } from '../../../../shared/api/settings';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

export function useCustomPrompts() {
  return useQuery({
    queryKey: queryKeys.customPrompts,
    queryFn: ({ signal }): Promise<CustomPrompts> =>
      apiRequest('/api/prompts', { signal, schema: customPromptsResponse }),
  });
}

interface PromptTarget {
  kind: PromptKind;
  /** Null: the workspace's prompt. */
  boardId: string | null;
}

function saveCustomPrompt({ kind, boardId, template }: PromptTarget & { template: string }) {
  return apiRequest(`/api/prompts/${kind}`, {
    method: 'PUT',
    body: { template, ...(boardId && { board_id: boardId }) },
    schema: saveCustomPromptResponse,
  });
}

function removeCustomPrompt({ kind, boardId }: PromptTarget) {
  const query = boardId ? `?board_id=${encodeURIComponent(boardId)}` : '';
  return apiRequest(`/api/prompts/${kind}${query}`, { method: 'DELETE', schema: successResponse });
}

/** Either answer changes the list: it is read again (the save's pending until it is). */
const refresh = {
  onSuccess: (queryClient: QueryClient) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.customPrompts }),
};

export function useSaveCustomPrompt() {
  return useCacheMutation(saveCustomPrompt, refresh);
}

export function useRemoveCustomPrompt() {
  return useCacheMutation(removeCustomPrompt, refresh);
}

/** The editor's previewer: POST /api/prompts/preview. */
export function previewCustomPrompt(body: z.input<typeof customPromptPreviewBody>) {
  return apiRequest('/api/prompts/preview', { method: 'POST', body, schema: customPromptPreviewResponse });
}
