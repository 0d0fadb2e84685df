// GET /api/pinterest/boards (the account's boards, each with the Pinloom board linked to it) and
// POST /api/pinterest/link-board (a Pinloom board to one of them, or to a new one).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { boardResponse } from '../../../../shared/api/boards';
import {
  type LinkBoardBody,
  type pinterestBoard,
  pinterestBoardsResponse,
} from '../../../../shared/api/pinterest';
import { apiRequest } from '../../../lib/api-client';
import { failedAnswerText, PinterestCallError } from '../utils/messages';

export type PinterestBoard = z.infer<typeof pinterestBoard>;
export const BOARDS_LOAD_FAILED_MESSAGE = 'Failed to load your Pinterest boards';
export const pinterestBoardsQueryKey = ['pinterest', 'boards'] as const;

export async function getPinterestBoards(signal?: AbortSignal): Promise<PinterestBoard[]> {
  const payload = await apiRequest<unknown>('/api/pinterest/boards', { signal });
  const parsed = pinterestBoardsResponse.safeParse(payload);
  if (!parsed.success || !parsed.data.success) {
    throw new PinterestCallError(failedAnswerText(payload, BOARDS_LOAD_FAILED_MESSAGE));
  }
  return parsed.data.boards;
}

export function usePinterestBoards(options: { enabled: boolean }) {
  return useQuery({
    queryKey: pinterestBoardsQueryKey,
    queryFn: ({ signal }) => getPinterestBoards(signal),
    // Fresh each time the dialog opens: boards may have been made on Pinterest meanwhile.
    staleTime: 0,
    retry: false,
    ...options,
  });
}

export async function linkBoard(body: LinkBoardBody) {
  const payload = await apiRequest<unknown>('/api/pinterest/link-board', { method: 'POST', body });
  return boardResponse.parse(payload).board;
}

export function useLinkBoard() {
  return useMutation({ mutationFn: linkBoard });
}
