// POST /api/pins/{id}/approve {scheduled_time?} → {pin, notice?}: generated becomes scheduled.
// Without a time the server takes the pin's wanted time if it is still ahead, else the next free
// slot; `notice` says when it placed the pin later to keep pins with the same link apart.
import type { z } from 'zod';
import type { Pin } from '../../../../shared/api/pins';
import { type approvePinBody, scheduledPinResponse } from '../../../../shared/api/schedule';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

type Approved = z.output<typeof scheduledPinResponse>;

function approvePin({ id, scheduledTime }: { id: string; scheduledTime?: string }): Promise<Approved> {
  const body: z.input<typeof approvePinBody> = scheduledTime ? { scheduled_time: scheduledTime } : {};
  return apiRequest(`/api/pins/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    body,
    schema: scheduledPinResponse,
  });
}

export function useApprovePin() {
  return useCacheMutation(approvePin, {
    onSuccess: (queryClient, { pin }) => {
      queryClient.setQueryData<Pin[]>(queryKeys.reviewPins, (pins) => pins?.filter((p) => p.id !== pin.id));
      // The schedule changed: whatever screen shows it must read it again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
    },
  });
}
