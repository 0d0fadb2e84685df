// GET /api/pinterest/boards (the account's boards, each with the Pinloom board linked to it) and
// POST /api/pinterest/link-board (a Pinloom board to one of them, or to a new one).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Board, boardResponse } from '../../../../shared/api/boards';
import {
  type linkBoardBody,
  type pinterestBoard,
  pinterestBoardsResponse,
} from '../../../../shared/api/pinterest';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export type PinterestBoard = z.infer<typeof pinterestBoard>;
export const BOARDS_LOAD_FAILED_MESSAGE = 'Failed to load your Pinterest boards';

async function getPinterestBoards(accountId: string | null, signal?: AbortSignal): Promise<PinterestBoard[]> {
  const query = accountId ? `?${new URLSearchParams({ account_id: accountId })}` : '';
  const { boards } = await apiRequest(`/api/pinterest/boards${query}`, {
    signal,
    schema: pinterestBoardsResponse,
  });
  return boards;
}

/** One account's boards (`accountId`; null: the default account's). */
export function usePinterestBoards({
  enabled,
  accountId = null,
}: {
  enabled: boolean;
  accountId?: string | null;
}) {
  return useQuery({
    queryKey: [...queryKeys.pinterestBoards, accountId],
    queryFn: ({ signal }) => getPinterestBoards(accountId, signal),
    // Fresh each time the dialog opens: boards may have been made on Pinterest meanwhile.
    staleTime: 0,
    retry: false,
    enabled,
  });
}

async function linkBoard(body: z.input<typeof linkBoardBody>): Promise<Board> {
  const { board } = await apiRequest('/api/pinterest/link-board', {
    method: 'POST',
    body,
    schema: boardResponse,
  });
  return board;
}

export function useLinkBoard() {
  return useMutation({ mutationFn: linkBoard });
}
