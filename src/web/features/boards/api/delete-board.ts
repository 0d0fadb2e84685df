// DELETE /api/boards/{id} → {success}. The board's pins go with it; pins already published
// stay on Pinterest.
import type { Board } from '../../../../shared/api/boards';
import { successResponse } from '../../../../shared/api/common';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

async function deleteBoard(id: string): Promise<void> {
  await apiRequest(`/api/boards/${encodeURIComponent(id)}`, { method: 'DELETE', schema: successResponse });
}

export function useDeleteBoard() {
  return useCacheMutation(deleteBoard, {
    onSuccess: (queryClient, _result, id) => {
      queryClient.setQueryData<Board[]>(queryKeys.boards, (boards) => boards?.filter((b) => b.id !== id));
      queryClient.removeQueries({ queryKey: queryKeys.boardPins(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.boards, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    },
  });
}
