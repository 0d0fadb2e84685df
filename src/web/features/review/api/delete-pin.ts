// DELETE /api/pins/{id} → {success}: throws away a pin in review.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Pin } from '../../../../shared/api/pins';
import { apiRequest } from '../../../lib/api-client';
import { reviewPinsQueryKey } from './get-review-pins';

export async function deletePin(id: string): Promise<void> {
  await apiRequest(`/api/pins/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePin,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Pin[]>(reviewPinsQueryKey, (pins) => pins?.filter((p) => p.id !== id));
      // The board cards show their latest pins.
      void queryClient.invalidateQueries({ queryKey: ['board-pins'] });
    },
  });
}
