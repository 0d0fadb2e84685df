// PUT /api/boards/{id}/feeds/settings {feed_pins_per_day} → {feed_pins_per_day}: how many pins
// the board makes from new feed articles a day.
import { feedSettingsResponse } from '../../../../shared/api/feeds';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { boardFeedsPath, editCachedBoardFeeds } from './get-board-feeds';

async function updateFeedSettings({ boardId, perDay }: { boardId: string; perDay: number }) {
  return apiRequest(`${boardFeedsPath(boardId)}/settings`, {
    method: 'PUT',
    body: { feed_pins_per_day: perDay },
    schema: feedSettingsResponse,
  });
}

export function useUpdateFeedSettings() {
  return useCacheMutation(updateFeedSettings, {
    onSuccess: (queryClient, settings, { boardId }) => {
      editCachedBoardFeeds(queryClient, boardId, (current) => ({
        ...current,
        feed_pins_per_day: settings.feed_pins_per_day,
      }));
    },
  });
}
