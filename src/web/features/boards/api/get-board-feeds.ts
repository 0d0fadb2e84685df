// GET /api/boards/{id}/feeds → {feeds, feed_pins_per_day, allowance_used_up}: the feeds and
// sitemaps a board follows (its card's warning and the Feeds dialog).
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type BoardFeeds, boardFeedsResponse } from '../../../../shared/api/feeds';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

export const boardFeedsPath = (boardId: string) => `/api/boards/${encodeURIComponent(boardId)}/feeds`;

async function getBoardFeeds(boardId: string, signal?: AbortSignal): Promise<BoardFeeds> {
  return apiRequest(boardFeedsPath(boardId), { signal, schema: boardFeedsResponse });
}

export function useBoardFeeds(boardId: string) {
  return useQuery({
    queryKey: queryKeys.boardFeeds(boardId),
    queryFn: ({ signal }) => getBoardFeeds(boardId, signal),
  });
}

/** Applies `edit` to the cached feeds of the board, when they are cached. */
export function editCachedBoardFeeds(
  queryClient: QueryClient,
  boardId: string,
  edit: (feeds: BoardFeeds) => BoardFeeds,
): void {
  queryClient.setQueryData<BoardFeeds>(queryKeys.boardFeeds(boardId), (current) => current && edit(current));
}
