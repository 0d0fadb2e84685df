// POST /api/boards/{id}/feeds/{feedId}/check → {feed}: read a feed now; a failure comes back in
// the feed's last_error, not as an error.
import { type Feed, feedResponse } from '../../../../shared/api/feeds';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { replaceById } from '../../../lib/replace-by-id';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { boardFeedsPath, editCachedBoardFeeds } from './get-board-feeds';

async function checkBoardFeed({ boardId, feedId }: { boardId: string; feedId: string }): Promise<Feed> {
  const { feed } = await apiRequest(`${boardFeedsPath(boardId)}/${encodeURIComponent(feedId)}/check`, {
    method: 'POST',
    schema: feedResponse,
  });
  return feed;
}

export function useCheckBoardFeed() {
  return useCacheMutation(checkBoardFeed, {
    onSuccess: (queryClient, feed, { boardId }) => {
      editCachedBoardFeeds(queryClient, boardId, (current) => ({
        ...current,
        feeds: replaceById(current.feeds, feed),
      }));
      // The card's warning goes (or comes) with the feed's last check.
      void queryClient.invalidateQueries({ queryKey: queryKeys.userFeeds });
    },
  });
}
