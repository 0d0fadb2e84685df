// POST /api/pins/{id}/mark-posted → {pin}: scheduled → posted, posted_at now (docs/product.md §4); the
// pin moves to the day and time it was posted (ADR 0031).
import { type Pin, pinResponse } from '../../../../shared/api/pins';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { editCachedTimeline, placePin } from './timeline-cache';

async function markPinPosted(pinId: string): Promise<Pin> {
  const { pin } = await apiRequest(`/api/pins/${encodeURIComponent(pinId)}/mark-posted`, {
    method: 'POST',
    schema: pinResponse,
  });
  return pin;
}

export function useMarkPinPosted() {
  return useCacheMutation(markPinPosted, {
    onSuccess: (queryClient, posted) => {
      editCachedTimeline(queryClient, (timeline) => placePin(timeline, posted));
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
    },
  });
}
