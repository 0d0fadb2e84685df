// POST /api/pins/{id}/reschedule {scheduled_time} → {pin}: a new time chosen in the dialog.
// Only scheduled_time changes; the pin moves at once and a failure is followed by a reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Pin, pinResponse } from '../../../../shared/api/pins';
import type { TimelineResponse } from '../../../../shared/api/schedule';
import { apiRequest } from '../../../lib/api-client';
import { findPin, placePin, timelineQueryKey } from './timeline-cache';

export interface ReschedulePinInput {
  pinId: string;
  /** An ISO instant: the dialog sends only a real date and time (the server checks the rest). */
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
        if (!timeline || !pin) return timeline;
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
