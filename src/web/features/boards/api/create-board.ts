// POST /api/boards {name, description, style_config} → 201 {board}; 403 plan_limit when the
// plan's boards are used up.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Board, CreateBoardBody } from '../../../../shared/api/boards';
import { apiRequest } from '../../../lib/api-client';
import { boardsQueryKey, toBoard } from './get-boards';
import { usageQueryKey } from './get-usage';

export async function createBoard(body: CreateBoardBody): Promise<Board> {
  const payload = await apiRequest<{ board?: unknown } | undefined>('/api/boards', { method: 'POST', body });
  return toBoard(payload?.board);
}

export function useCreateBoard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBoard,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: boardsQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: usageQueryKey });
    },
  });
}
