// GET /api/feeds → {feeds}: every feed the user follows, each with its board_id. One answer for
// the whole Boards page: each card's Feeds action reads its board's from it (useBoardFeedsOf).
import { useQuery } from '@tanstack/react-query';
import { type Feed, type UserFeeds, userFeedsResponse } from '../../../../shared/api/feeds';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

async function getUserFeeds(signal?: AbortSignal): Promise<UserFeeds> {
  return apiRequest('/api/feeds', { signal, schema: userFeedsResponse });
}

/** The feeds of one board, from the user's one list (every card shares the one request). */
export function useBoardFeedsOf(boardId: string): Feed[] {
  const { data } = useQuery({
    queryKey: queryKeys.userFeeds,
    queryFn: ({ signal }) => getUserFeeds(signal),
  });
  return data?.feeds.filter((feed) => feed.board_id === boardId) ?? [];
}
