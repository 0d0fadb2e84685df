// PUT /api/boards/order {board_ids} → {boards}: the whole order saved in one transaction
// after a drag. The new order shows at once and is put back if the save fails.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Board, boardsResponse, type reorderBoardsBody } from '../../../../shared/api/boards';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

async function reorderBoards(boards: Board[]): Promise<Board[]> {
  const body: z.input<typeof reorderBoardsBody> = { board_ids: boards.map((board) => board.id) };
  const answer = await apiRequest('/api/boards/order', { method: 'PUT', body, schema: boardsResponse });
  return answer.boards;
}

export function useReorderBoards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderBoards,
    onMutate: async (boards) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.boards, exact: true });
      const previous = queryClient.getQueryData<Board[]>(queryKeys.boards);
      queryClient.setQueryData<Board[]>(queryKeys.boards, boards);
      return { previous };
    },
    onError: (_error, _boards, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.boards, context.previous);
    },
    onSuccess: (boards) => queryClient.setQueryData(queryKeys.boards, boards),
  });
}
