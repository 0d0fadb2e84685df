// POST /api/pins/{id}/approve {scheduled_time?} → {pin}: generated becomes scheduled. Without
// a time the server takes the pin's wanted time if it is still ahead, else the next free slot.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pin } from '../../../../shared/api/pins';
import { apiRequest } from '../../../lib/api-client';
import { reviewPinsQueryKey } from './get-review-pins';

export async function approvePin({
  id,
  scheduledTime,
}: {
  id: string;
  scheduledTime?: string;
}): Promise<Pin> {
  const payload = await apiRequest<{ pin?: Pin } | undefined>(`/api/pins/${encodeURIComponent(id)}/approve`, {
    method: 'POST',
    body: scheduledTime ? { scheduled_time: scheduledTime } : {},
  });
  if (!payload?.pin) throw new Error('The server sent an unexpected pin');
  return payload.pin;
}

export function useApprovePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePin,
    onSuccess: (pin) => {
      queryClient.setQueryData<Pin[]>(reviewPinsQueryKey, (pins) => pins?.filter((p) => p.id !== pin.id));
      // The schedule changed: whatever screen shows it must read it again.
      void queryClient.invalidateQueries({ queryKey: ['timeline'] });
    },
  });
}
