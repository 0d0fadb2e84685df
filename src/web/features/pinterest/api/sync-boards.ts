// POST /api/pinterest/sync-boards: makes or updates a Pinloom board for each Pinterest board.
// A 409 means the account is not connected (any more).
import { useMutation } from '@tanstack/react-query';
import { syncBoardsResponse } from '../../../../shared/api/pinterest';
import { apiRequest } from '../../../lib/api-client';

interface SyncResult {
  created: number;
  updated: number;
  message: string;
}

async function syncPinterestBoards(): Promise<SyncResult> {
  const { created, updated, message } = await apiRequest('/api/pinterest/sync-boards', {
    method: 'POST',
    schema: syncBoardsResponse,
  });
  return { created, updated, message };
}

export function useSyncPinterestBoards() {
  return useMutation({ mutationFn: syncPinterestBoards });
}
