// GET /api/boards/{id}/pins?limit=4 → {pins}, newest first: the preview on a board card.
import { useQuery } from '@tanstack/react-query';
import { BOARD_PREVIEW_PINS } from '../../../../shared/api/boards';
import type { Pin } from '../../../../shared/api/pins';
import { apiRequest } from '../../../lib/api-client';

export const boardPinsQueryKey = (boardId: string) => ['board-pins', boardId] as const;

export async function getBoardPins(boardId: string, signal?: AbortSignal): Promise<Pin[]> {
  const payload = await apiRequest<{ pins?: unknown } | undefined>(
    `/api/boards/${encodeURIComponent(boardId)}/pins?limit=${BOARD_PREVIEW_PINS}`,
    { signal },
  );
  if (!Array.isArray(payload?.pins)) throw new Error('The server sent an unexpected pin list');
  return (payload.pins as Pin[]).slice(0, BOARD_PREVIEW_PINS);
}

export function useBoardPins(boardId: string) {
  return useQuery({
    queryKey: boardPinsQueryKey(boardId),
    queryFn: ({ signal }) => getBoardPins(boardId, signal),
  });
}
