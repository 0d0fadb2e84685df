// PUT /api/boards/{id}/feeds/settings {feed_pins_per_day} → {feed_pins_per_day}: how many pins
// the board makes from new feed articles a day.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedSettingsResponse } from '../../../../shared/api/feeds';
import { apiRequest } from '../../../lib/api-client';
import { boardFeedsPath, editCachedBoardFeeds } from './get-board-feeds';

async function updateFeedSettings({ boardId, perDay }: { boardId: string; perDay: number }) {
  return apiRequest(`${boardFeedsPath(boardId)}/settings`, {
    method: 'PUT',
    body: { feed_pins_per_day: perDay },
    schema: feedSettingsResponse,
  });
}

export function useUpdateFeedSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeedSettings,
    onSuccess: (settings, { boardId }) => {
      editCachedBoardFeeds(queryClient, boardId, (current) => ({
        ...current,
        feed_pins_per_day: settings.feed_pins_per_day,
      }));
    },
  });
}
