// PUT /api/pins/{id} {board_id?, title?, description?, alt_text?, scheduled_time?} → {pin}:
// the inline edit of a pin in review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Pin, pinResponse } from '../../../../shared/api/pins';
import type { updatePinBody } from '../../../../shared/api/schedule';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { replaceById } from '../../../lib/replace-by-id';

export type UpdatePinBody = z.input<typeof updatePinBody>;

async function updatePin({ id, ...body }: UpdatePinBody & { id: string }): Promise<Pin> {
  const { pin } = await apiRequest(`/api/pins/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body,
    schema: pinResponse,
  });
  return pin;
}

export function useUpdatePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePin,
    onSuccess: (pin) => {
      queryClient.setQueryData<Pin[]>(queryKeys.reviewPins, (pins) => pins && replaceById(pins, pin));
    },
  });
}
