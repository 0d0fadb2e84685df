// DELETE /api/pinterest/disconnect (docs/product.md §7): forgets one of the workspace's Pinterest
// accounts (its id), or every one.
import { successResponse } from '../../../../shared/api/common';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

async function disconnectPinterest(accountId: string | undefined): Promise<void> {
  const query = accountId ? `?${new URLSearchParams({ account_id: accountId })}` : '';
  await apiRequest(`/api/pinterest/disconnect${query}`, { method: 'DELETE', schema: successResponse });
}

export function useDisconnectPinterest() {
  return useCacheMutation(disconnectPinterest, {
    onSettled: (queryClient) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.pinterestStatus });
      // The timeline's publishing facts follow the connection.
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
    },
  });
}
