// POST /api/pins/{id}/move {date} → {pin}: a pin dropped on another day; the server picks a
// time in the posting window. The pin shows on the new day at once; the server's answer then
// gives its time, and a failure (e.g. 409, the day is full) is followed by a full reload.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Pin, pinResponse } from '../../../../shared/api/pins';
import type { TimelineResponse } from '../../../../shared/api/schedule';
import { apiRequest } from '../../../lib/api-client';
import { findPin, placePin, putPinOnDay, timelineQueryKey } from './timeline-cache';

export interface MovePinInput {
  pinId: string;
  date: string;
}

export async function movePin({ pinId, date }: MovePinInput): Promise<Pin> {
  const payload = await apiRequest<unknown>(`/api/pins/${encodeURIComponent(pinId)}/move`, {
    method: 'POST',
    body: { date },
  });
  return pinResponse.parse(payload).pin;
}

export function useMovePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: movePin,
    onMutate: async ({ pinId, date }) => {
      await queryClient.cancelQueries({ queryKey: timelineQueryKey });
      queryClient.setQueryData<TimelineResponse>(timelineQueryKey, (timeline) => {
        const pin = timeline && findPin(timeline, pinId);
        return timeline && pin ? putPinOnDay(timeline, pin, date, { last: true }) : timeline;
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
