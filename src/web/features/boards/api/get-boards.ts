// GET /api/boards → {boards} in the user's order (SPEC.md §7). The boards page fetches the
// boards first, then each card its latest pins.
import { useQuery } from '@tanstack/react-query';
import { type Board, parseStyleConfig } from '../../../../shared/api/boards';
import { apiRequest } from '../../../lib/api-client';

export const boardsQueryKey = ['boards'] as const;

/** Checks a board from the server; an unreadable style_config becomes modern with the default colours. */
export function toBoard(value: unknown): Board {
  if (typeof value !== 'object' || value === null || typeof (value as Board).id !== 'string') {
    throw new Error('The server sent an unexpected board');
  }
  const board = value as Board;
  return {
    ...board,
    name: String(board.name ?? ''),
    description: board.description ?? '',
    style_config: parseStyleConfig(board.style_config),
    pinterest_board_id: board.pinterest_board_id ?? null,
  };
}

export function toBoards(value: unknown): Board[] {
  if (!Array.isArray(value)) throw new Error('The server sent an unexpected board list');
  return value.map(toBoard);
}

export async function getBoards(signal?: AbortSignal): Promise<Board[]> {
  const payload = await apiRequest<{ boards?: unknown } | undefined>('/api/boards', { signal });
  return toBoards(payload?.boards);
}

export function useBoards() {
  return useQuery({ queryKey: boardsQueryKey, queryFn: ({ signal }) => getBoards(signal) });
}
