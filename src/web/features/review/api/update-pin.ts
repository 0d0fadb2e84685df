// PUT /api/pins/{id} {board_id?, title?, description?, alt_text?, scheduled_time?} → {pin}:
// the inline edit of a pin in review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Pin } from '../../../../shared/api/pins';
import type { updatePinBody } from '../../../../shared/api/schedule';
import { apiRequest } from '../../../lib/api-client';
import { reviewPinsQueryKey } from './get-review-pins';

export type UpdatePinBody = z.input<typeof updatePinBody>;

export async function updatePin({ id, ...body }: UpdatePinBody & { id: string }): Promise<Pin> {
  const payload = await apiRequest<{ pin?: Pin } | undefined>(`/api/pins/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
  });
  if (!payload?.pin) throw new Error('The server sent an unexpected pin');
  return payload.pin;
}

export function useUpdatePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePin,
    onSuccess: (pin) => {
      queryClient.setQueryData<Pin[]>(reviewPinsQueryKey, (pins) =>
        pins?.map((existing) => (existing.id === pin.id ? pin : existing)),
      );
    },
  });
}
