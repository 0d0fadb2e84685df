// DELETE /api/admin/api-history (docs/product.md §7): removes every recorded AI call.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearApiHistoryResponse } from '../../../../shared/api/admin';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function clearApiHistory() {
  return adminRequest('/api/admin/api-history', { method: 'DELETE', schema: clearApiHistoryResponse });
}

export function useClearApiHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearApiHistory,
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: queryKeys.allAdminApiHistory, type: 'inactive' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.allAdminApiHistory });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog });
    },
  });
}
