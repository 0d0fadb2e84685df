// DELETE /api/pins/{id} → {success}: a scheduled, failed or posted pin taken off the timeline.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimelineResponse } from '../../../../shared/api/schedule';
import { apiRequest } from '../../../lib/api-client';
import { removePin, timelineQueryKey } from './timeline-cache';

export async function deletePin(pinId: string): Promise<void> {
  await apiRequest(`/api/pins/${encodeURIComponent(pinId)}`, { method: 'DELETE' });
}

export function useDeletePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePin,
    onSuccess: (_result, pinId) => {
      queryClient.setQueryData<TimelineResponse>(timelineQueryKey, (timeline) =>
        timeline ? removePin(timeline, pinId) : timeline,
      );
      void queryClient.invalidateQueries({ queryKey: timelineQueryKey });
    },
  });
}
