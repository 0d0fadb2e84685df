// POST /api/pins/{id}/mark-posted → {pin}: scheduled → posted, posted_at now (SPEC.md §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Pin, pinResponse } from '../../../../shared/api/pins';
import type { TimelineResponse } from '../../../../shared/api/schedule';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { replacePin } from './timeline-cache';

async function markPinPosted(pinId: string): Promise<Pin> {
  const { pin } = await apiRequest(`/api/pins/${encodeURIComponent(pinId)}/mark-posted`, {
    method: 'POST',
    schema: pinResponse,
  });
  return pin;
}

export function useMarkPinPosted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPinPosted,
    onSuccess: (posted) => {
      // Replaced where it is: a posted pin stays on the day it was scheduled for.
      queryClient.setQueryData<TimelineResponse>(queryKeys.timeline, (timeline) =>
        timeline ? replacePin(timeline, posted) : timeline,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
    },
  });
}
