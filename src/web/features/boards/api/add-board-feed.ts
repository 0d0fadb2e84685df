// POST /api/boards/{id}/feeds {url} → {feed}: follow a feed or sitemap (read at once; 400 with
// the reason when it is not one, 409 when the board follows it already).
import type { z } from 'zod';
import { type addFeedBody, type Feed, feedResponse } from '../../../../shared/api/feeds';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { boardFeedsPath } from './get-board-feeds';

type AddFeed = z.input<typeof addFeedBody> & { boardId: string };

async function addBoardFeed({ boardId, ...body }: AddFeed): Promise<Feed> {
  const { feed } = await apiRequest(boardFeedsPath(boardId), { method: 'POST', body, schema: feedResponse });
  return feed;
}

export function useAddBoardFeed() {
  return useCacheMutation(addBoardFeed, {
    onSuccess: (queryClient, _feed, { boardId }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.boardFeeds(boardId) });
      // The card's Feeds action counts them.
      void queryClient.invalidateQueries({ queryKey: queryKeys.userFeeds });
    },
  });
}
