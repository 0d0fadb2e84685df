// PUT /api/boards/order {board_ids} → {boards}: the whole order saved in one transaction
// after a drag. The new order shows at once and is put back if the save fails.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board } from '../../../../shared/api/boards';
import { apiRequest } from '../../../lib/api-client';
import { boardsQueryKey, toBoards } from './get-boards';

export async function reorderBoards(boards: Board[]): Promise<Board[]> {
  const payload = await apiRequest<{ boards?: unknown } | undefined>('/api/boards/order', {
    method: 'PUT',
    body: { board_ids: boards.map((board) => board.id) },
  });
  return Array.isArray(payload?.boards) ? toBoards(payload.boards) : boards;
}

export function useReorderBoards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBoards,
    onMutate: async (boards) => {
      await queryClient.cancelQueries({ queryKey: boardsQueryKey, exact: true });
      const previous = queryClient.getQueryData<Board[]>(boardsQueryKey);
      queryClient.setQueryData<Board[]>(boardsQueryKey, boards);
      return { previous };
    },
    onError: (_error, _boards, context) => {
      if (context?.previous) queryClient.setQueryData(boardsQueryKey, context.previous);
    },
    onSuccess: (boards) => queryClient.setQueryData(boardsQueryKey, boards),
  });
}
