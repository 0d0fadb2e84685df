// DELETE /api/pins/{id} → {success}: throws away a pin just generated.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { boardPinsQueryKey } from './get-board-pins';

export async function deletePin(id: string): Promise<void> {
  await apiRequest(`/api/pins/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; boardId: string }) => deletePin(id),
    onSuccess: (_result, { boardId }) => {
      void queryClient.invalidateQueries({ queryKey: boardPinsQueryKey(boardId) });
    },
  });
}
