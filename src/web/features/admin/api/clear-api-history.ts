// DELETE /api/admin/api-history (docs/product.md §7): removes every recorded AI call.
import { clearApiHistoryResponse } from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { adminRequest } from './admin-request';

function clearApiHistory() {
  return adminRequest('/api/admin/api-history', { method: 'DELETE', schema: clearApiHistoryResponse });
}

export function useClearApiHistory() {
  return useCacheMutation(clearApiHistory, {
    onSuccess: (queryClient) => {
      queryClient.removeQueries({ queryKey: queryKeys.allAdminApiHistory, type: 'inactive' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allAdminApiHistory });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog });
    },
  });
}
