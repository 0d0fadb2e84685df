// PUT /api/boards/{id} with the edited fields → {board}.
import { type Board, boardResponse, type UpdateBoardBody } from '../../../../shared/api/boards';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { replaceById } from '../../../lib/replace-by-id';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

async function updateBoard({ id, ...body }: UpdateBoardBody & { id: string }): Promise<Board> {
  const { board } = await apiRequest(`/api/boards/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: boardResponse,
  });
  return board;
}

export function useUpdateBoard() {
  return useCacheMutation(updateBoard, {
    onSuccess: (queryClient, board) => {
      queryClient.setQueryData<Board[]>(queryKeys.boards, (boards) => boards && replaceById(boards, board));
      void queryClient.invalidateQueries({ queryKey: queryKeys.boards, exact: true });
    },
  });
}
