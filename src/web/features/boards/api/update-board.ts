// PUT /api/boards/{id} with the edited fields → {board}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board, UpdateBoardBody } from '../../../../shared/api/boards';
import { apiRequest } from '../../../lib/api-client';
import { boardsQueryKey, toBoard } from './get-boards';

export async function updateBoard({ id, ...body }: UpdateBoardBody & { id: string }): Promise<Board> {
  const payload = await apiRequest<{ board?: unknown } | undefined>(`/api/boards/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
  return toBoard(payload?.board);
}

export function useUpdateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBoard,
    onSuccess: (board) => {
      queryClient.setQueryData<Board[]>(boardsQueryKey, (boards) =>
        boards?.map((existing) => (existing.id === board.id ? board : existing)),
      );
      void queryClient.invalidateQueries({ queryKey: boardsQueryKey, exact: true });
    },
  });
}
