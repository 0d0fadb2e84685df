// POST /api/pins/{id}/reschedule {scheduled_time} → {pin}: a new time chosen in the dialog.
// Only scheduled_time changes; the pin moves at once and a failure is followed by a reload.
import type { z } from 'zod';
import { type Pin, pinResponse } from '../../../../shared/api/pins';
import type { reschedulePinBody } from '../../../../shared/api/schedule';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { editCachedTimeline, moveCachedPin, placePin } from './timeline-cache';

interface ReschedulePinInput {
  pinId: string;
  /** An ISO instant: the dialog sends only a real date and time (the server checks the rest). */
  scheduledTime: string;
}

async function reschedulePin({ pinId, scheduledTime }: ReschedulePinInput): Promise<Pin> {
  const body: z.input<typeof reschedulePinBody> = { scheduled_time: scheduledTime };
  const { pin } = await apiRequest(`/api/pins/${encodeURIComponent(pinId)}/reschedule`, {
    method: 'POST',
    body,
    schema: pinResponse,
  });
  return pin;
}

export function useReschedulePin() {
  return useCacheMutation(reschedulePin, {
    onMutate: (queryClient, { pinId, scheduledTime }) =>
      moveCachedPin(queryClient, pinId, (timeline, pin) =>
        placePin(timeline, { ...pin, scheduled_time: scheduledTime }),
      ),
    onSuccess: (queryClient, pin) => editCachedTimeline(queryClient, (timeline) => placePin(timeline, pin)),
    onSettled: (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.timeline }),
  });
}
