// POST /api/pins/{id}/mark-posted → {pin}: scheduled → posted, posted_at now (SPEC.md §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Pin, pinResponse } from '../../../../shared/api/pins';
import type { TimelineResponse } from '../../../../shared/api/schedule';
import { apiRequest } from '../../../lib/api-client';
import { replacePin, timelineQueryKey } from './timeline-cache';

export async function markPinPosted(pinId: string): Promise<Pin> {
  const payload = await apiRequest<unknown>(`/api/pins/${encodeURIComponent(pinId)}/mark-posted`, {
    method: 'POST',
  });
  return pinResponse.parse(payload).pin;
}

export function useMarkPinPosted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPinPosted,
    onSuccess: (posted) => {
      // Replaced where it is: a posted pin stays on the day it was scheduled for.
      queryClient.setQueryData<TimelineResponse>(timelineQueryKey, (timeline) =>
        timeline ? replacePin(timeline, posted) : timeline,
      );
      void queryClient.invalidateQueries({ queryKey: timelineQueryKey });
    },
  });
}
