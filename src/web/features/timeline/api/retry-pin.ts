// POST /api/pins/{id}/retry → {pin, outcome, message}: a failed pin is scheduled again and
// published at once if it can be; the card changes to what the server says it is now.
import { type RetryPinResponse, retryPinResponse } from '../../../../shared/api/publishing';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { editCachedTimeline, replacePin } from './timeline-cache';

function retryPin(pinId: string): Promise<RetryPinResponse> {
  return apiRequest(`/api/pins/${encodeURIComponent(pinId)}/retry`, {
    method: 'POST',
    schema: retryPinResponse,
  });
}

export function useRetryPin() {
  return useCacheMutation(retryPin, {
    onSuccess: (queryClient, { pin }) => {
      editCachedTimeline(queryClient, (timeline) => replacePin(timeline, pin));
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
    },
  });
}
