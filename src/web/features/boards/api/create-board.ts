// POST /api/boards {name, description, style_config} → 201 {board}; 403 plan_limit when the
// plan's boards are used up.
import { type Board, boardResponse, type CreateBoardBody } from '../../../../shared/api/boards';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

async function createBoard(body: CreateBoardBody): Promise<Board> {
  const { board } = await apiRequest('/api/boards', { method: 'POST', body, schema: boardResponse });
  return board;
}

export function useCreateBoard() {
  return useCacheMutation(createBoard, {
    onSuccess: (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.boards, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    },
  });
}
