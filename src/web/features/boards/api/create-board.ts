// POST /api/boards {name, description, style_config} → 201 {board}; 403 plan_limit when the
// plan's boards are used up.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Board, boardResponse, type CreateBoardBody } from '../../../../shared/api/boards';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

async function createBoard(body: CreateBoardBody): Promise<Board> {
  const { board } = await apiRequest('/api/boards', { method: 'POST', body, schema: boardResponse });
  return board;
}

export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoard,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.boards, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    },
  });
}
