// GET /api/boards/{id}/pins?limit=4 → {pins}, newest first: the preview on a board card.
import { useQuery } from '@tanstack/react-query';
import { BOARD_PREVIEW_PINS } from '../../../../shared/api/boards';
import { type Pin, pinsResponse } from '../../../../shared/api/pins';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

async function getBoardPins(boardId: string, signal?: AbortSignal): Promise<Pin[]> {
  const { pins } = await apiRequest(
    `/api/boards/${encodeURIComponent(boardId)}/pins?limit=${BOARD_PREVIEW_PINS}`,
    { signal, schema: pinsResponse },
  );
  return pins.slice(0, BOARD_PREVIEW_PINS);
}

export function useBoardPins(boardId: string) {
  return useQuery({
    queryKey: queryKeys.boardPins(boardId),
    queryFn: ({ signal }) => getBoardPins(boardId, signal),
  });
}
