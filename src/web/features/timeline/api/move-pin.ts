// POST /api/pins/{id}/move {date} → {pin, notice?}: a pin dropped on another day; the server picks
// a time in the posting window (`notice` says when it picked a later one to keep pins with the same
// link apart). The pin shows on the new day at once; the server's answer then gives its time, and
// a failure (e.g. 409, the day is full) is followed by a full reload.
import type { z } from 'zod';
import { type movePinBody, scheduledPinResponse } from '../../../../shared/api/schedule';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { editCachedTimeline, moveCachedPin, placePin, putPinOnDay } from './timeline-cache';

interface MovePinInput {
  pinId: string;
  date: string;
}

function movePin({ pinId, date }: MovePinInput): Promise<z.output<typeof scheduledPinResponse>> {
  const body: z.input<typeof movePinBody> = { date };
  return apiRequest(`/api/pins/${encodeURIComponent(pinId)}/move`, {
    method: 'POST',
    body,
    schema: scheduledPinResponse,
  });
}

export function useMovePin() {
  return useCacheMutation(movePin, {
    onMutate: (queryClient, { pinId, date }) =>
      moveCachedPin(queryClient, pinId, (timeline, pin) => putPinOnDay(timeline, pin, date, { last: true })),
    onSuccess: (queryClient, { pin }) =>
      editCachedTimeline(queryClient, (timeline) => placePin(timeline, pin)),
    onSettled: (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.timeline }),
  });
}
