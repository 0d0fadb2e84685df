// DELETE /api/pins/{id} → {success}: a pin thrown away, just generated (boards page), in review or
// on the timeline. Every cached list that may show it lets it go.
import { successResponse } from '../../shared/api/common';
import type { Pin } from '../../shared/api/pins';
import type { TimelineResponse } from '../../shared/api/schedule';
import { apiRequest } from '../lib/api-client';
import { useCacheMutation } from '../lib/use-cache-mutation';
import { queryKeys } from './query-keys';

async function deletePin(pinId: string): Promise<void> {
  await apiRequest(`/api/pins/${encodeURIComponent(pinId)}`, { method: 'DELETE', schema: successResponse });
}

/** The cached timeline without the pin, wherever it was: on a day, in Later or in Earlier. */
export function removePinFromTimeline(timeline: TimelineResponse, pinId: string): TimelineResponse {
  const inLater = timeline.later.some((pin) => pin.id === pinId);
  const inEarlier = timeline.earlier.some((pin) => pin.id === pinId);
  return {
    ...timeline,
    days: timeline.days.map((day) =>
      day.pins.some((pin) => pin.id === pinId)
        ? { ...day, pins: day.pins.filter((pin) => pin.id !== pinId) }
        : day,
    ),
    later: inLater ? timeline.later.filter((pin) => pin.id !== pinId) : timeline.later,
    later_count: timeline.later_count - (inLater ? 1 : 0),
    earlier: inEarlier ? timeline.earlier.filter((pin) => pin.id !== pinId) : timeline.earlier,
    earlier_count: timeline.earlier_count - (inEarlier ? 1 : 0),
  };
}

export function useDeletePin() {
  return useCacheMutation((pin: Pick<Pin, 'id' | 'board_id'>) => deletePin(pin.id), {
    onSuccess: (queryClient, _answer, pin) => {
      queryClient.setQueryData<Pin[]>(queryKeys.reviewPins, (pins) => pins?.filter((p) => p.id !== pin.id));
      queryClient.setQueryData<TimelineResponse>(queryKeys.timeline, (timeline) =>
        timeline ? removePinFromTimeline(timeline, pin.id) : timeline,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
      // The board's card shows its latest pins.
      void queryClient.invalidateQueries({ queryKey: queryKeys.boardPins(pin.board_id) });
    },
  });
}
