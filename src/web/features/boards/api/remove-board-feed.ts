// DELETE /api/boards/{id}/feeds/{feedId} → {success}: stop following a feed; its pins stay.
import { successResponse } from '../../../../shared/api/common';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { boardFeedsPath, editCachedBoardFeeds } from './get-board-feeds';

async function removeBoardFeed({ boardId, feedId }: { boardId: string; feedId: string }): Promise<void> {
  await apiRequest(`${boardFeedsPath(boardId)}/${encodeURIComponent(feedId)}`, {
    method: 'DELETE',
    schema: successResponse,
  });
}

export function useRemoveBoardFeed() {
  return useCacheMutation(removeBoardFeed, {
    onSuccess: (queryClient, _result, { boardId, feedId }) => {
      editCachedBoardFeeds(queryClient, boardId, (current) => ({
        ...current,
        feeds: current.feeds.filter((feed) => feed.id !== feedId),
      }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.boardFeeds(boardId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.userFeeds });
    },
  });
}
