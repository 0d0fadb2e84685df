// POST /api/pins/{id}/approve {scheduled_time?} → {pin}: generated becomes scheduled. Without
// a time the server takes the pin's wanted time if it is still ahead, else the next free slot.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Pin, pinResponse } from '../../../../shared/api/pins';
import type { approvePinBody } from '../../../../shared/api/schedule';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

async function approvePin({ id, scheduledTime }: { id: string; scheduledTime?: string }): Promise<Pin> {
  const body: z.input<typeof approvePinBody> = scheduledTime ? { scheduled_time: scheduledTime } : {};
  const { pin } = await apiRequest(`/api/pins/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    body,
    schema: pinResponse,
  });
  return pin;
}

export function useApprovePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePin,
    onSuccess: (pin) => {
      queryClient.setQueryData<Pin[]>(queryKeys.reviewPins, (pins) => pins?.filter((p) => p.id !== pin.id));
      // The schedule changed: whatever screen shows it must read it again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
    },
  });
}
