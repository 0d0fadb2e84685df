// POST /api/pinterest/sync-boards: makes or updates a Pinloom board for each Pinterest board.
// A 409 means the account is not connected (any more).
import { useMutation } from '@tanstack/react-query';
import { syncBoardsResponse } from '../../../../shared/api/pinterest';
import { apiRequest } from '../../../lib/api-client';
import { failedAnswerText, PinterestCallError, SYNC_FAILED_MESSAGE } from '../utils/messages';

export interface SyncResult {
  created: number;
  updated: number;
  message: string;
}

export async function syncPinterestBoards(): Promise<SyncResult> {
  const payload = await apiRequest<unknown>('/api/pinterest/sync-boards', { method: 'POST' });
  const parsed = syncBoardsResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.success) {
    throw new PinterestCallError(failedAnswerText(payload, SYNC_FAILED_MESSAGE));
  }
  const { created, updated, message } = parsed.data;
  return { created, updated, message };
}

export function useSyncPinterestBoards() {
  return useMutation({ mutationFn: syncPinterestBoards });
}
