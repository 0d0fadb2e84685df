// DELETE /api/boards/{id} → {success}. The board's pins go with it; pins already published
// stay on Pinterest.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board } from '../../../../shared/api/boards';
import { apiRequest } from '../../../lib/api-client';
import { boardPinsQueryKey } from './get-board-pins';
import { boardsQueryKey } from './get-boards';
import { usageQueryKey } from './get-usage';

export async function deleteBoard(id: string): Promise<void> {
  await apiRequest(`/api/boards/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoard,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Board[]>(boardsQueryKey, (boards) => boards?.filter((b) => b.id !== id));
      queryClient.removeQueries({ queryKey: boardPinsQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: boardsQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    },
  });
}
