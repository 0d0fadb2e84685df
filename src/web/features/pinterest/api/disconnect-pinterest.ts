// DELETE /api/pinterest/disconnect (docs/product.md §7): forgets the user's Pinterest connection.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '../../../../shared/api/common';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

async function disconnectPinterest(): Promise<void> {
  await apiRequest('/api/pinterest/disconnect', { method: 'DELETE', schema: successResponse });
}

export function useDisconnectPinterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectPinterest,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.pinterestStatus });
      // The timeline's publishing facts follow the connection.
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
    },
  });
}
