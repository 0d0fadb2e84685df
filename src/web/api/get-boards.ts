// GET /api/boards → {boards} in the user's order (docs/product.md §7): the boards page shows them, and a
// pin in review can be moved to any of them. One cache for both.
import { useQuery } from '@tanstack/react-query';
import { type Board, boardsResponse } from '../../shared/api/boards';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from './query-keys';

async function getBoards(signal?: AbortSignal): Promise<Board[]> {
  const { boards } = await apiRequest('/api/boards', { schema: boardsResponse, signal });
  return boards;
}

export function useBoards() {
  return useQuery({ queryKey: queryKeys.boards, queryFn: ({ signal }) => getBoards(signal) });
}
