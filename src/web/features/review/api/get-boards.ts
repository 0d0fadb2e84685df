// GET /api/boards → {boards}: the boards a pin in review can be moved to.
import { useQuery } from '@tanstack/react-query';
import type { Board } from '../../../../shared/api/boards';
import { apiRequest } from '../../../lib/api-client';

/** Only id and name are used here. */
export type BoardOption = Pick<Board, 'id' | 'name'>;

export const reviewBoardsQueryKey = ['review', 'boards'] as const;

export async function getBoardOptions(signal?: AbortSignal): Promise<BoardOption[]> {
  const payload = await apiRequest<{ boards?: unknown } | undefined>('/api/boards', { signal });
  if (!Array.isArray(payload?.boards)) throw new Error('The server sent an unexpected board list');
  return (payload.boards as Board[]).map(({ id, name }) => ({ id, name: String(name ?? '') }));
}

export function useBoardOptions() {
  return useQuery({ queryKey: reviewBoardsQueryKey, queryFn: ({ signal }) => getBoardOptions(signal) });
}
