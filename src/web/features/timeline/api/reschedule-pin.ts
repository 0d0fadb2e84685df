// POST /api/pins/{id}/reschedule {scheduled_time} → {pin}: a new time typed into the prompt.
// Only scheduled_time changes; the pin moves at once and a failure is followed by a reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Pin, pinResponse } from '../../../../shared/api/pins';
import type { TimelineResponse } from '../../../../shared/api/schedule';
import { apiRequest } from '../../../lib/api-client';
import { findPin, placePin, timelineQueryKey } from './timeline-cache';

export interface ReschedulePinInput {
  pinId: string;
  /** An ISO instant; passed on unchecked (SPEC.md §5), the server validates it. */
  scheduledTime: string;
}

export async function reschedulePin({ pinId, scheduledTime }: ReschedulePinInput): Promise<Pin> {
  const payload = await apiRequest<unknown>(`/api/pins/${encodeURIComponent(pinId)}/reschedule`, {
    method: 'POST',
    body: { scheduled_time: scheduledTime },
  });
  return pinResponse.parse(payload).pin;
}

export function useReschedulePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reschedulePin,
    onMutate: async ({ pinId, scheduledTime }) => {
      await queryClient.cancelQueries({ queryKey: timelineQueryKey });
      queryClient.setQueryData<TimelineResponse>(timelineQueryKey, (timeline) => {
        const pin = timeline && findPin(timeline, pinId);
        // Text that is not a time stays where it is until the server has answered.
        if (!timeline || !pin || Number.isNaN(Date.parse(scheduledTime))) return timeline;
        return placePin(timeline, { ...pin, scheduled_time: scheduledTime });
      });
    },
    onSuccess: (pin) => {
      queryClient.setQueryData<TimelineResponse>(timelineQueryKey, (timeline) =>
        timeline ? placePin(timeline, pin) : timeline,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: timelineQueryKey }),
  });
}
