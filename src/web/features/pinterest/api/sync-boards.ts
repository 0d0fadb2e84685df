// POST /api/pinterest/sync-boards: makes or updates a Pinloom board for each Pinterest board.
// A 409 means the account is not connected (any more).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { syncBoardsResponse } from '../../../../shared/api/pinterest';
import { apiRequest, UnexpectedAnswerError } from '../../../lib/api-client';
import { failedAnswerText, PinterestCallError, SYNC_FAILED_MESSAGE } from '../utils/messages';

interface SyncResult {
  created: number;
  updated: number;
  message: string;
}

async function syncPinterestBoards(): Promise<SyncResult> {
  let answer: z.output<typeof syncBoardsResponse>;
  try {
    answer = await apiRequest('/api/pinterest/sync-boards', { method: 'POST', schema: syncBoardsResponse });
  } catch (error) {
    if (error instanceof UnexpectedAnswerError) {
      throw new PinterestCallError(failedAnswerText(error.payload, SYNC_FAILED_MESSAGE));
    }
    throw error;
  }
  if (!answer.success) throw new PinterestCallError(failedAnswerText(answer, SYNC_FAILED_MESSAGE));
  const { created, updated, message } = answer;
  return { created, updated, message };
}

export function useSyncPinterestBoards() {
  return useMutation({ mutationFn: syncPinterestBoards });
}
