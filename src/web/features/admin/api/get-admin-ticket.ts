// GET /api/admin/support/tickets/{id} → one ticket with its thread and customer.
import { useQuery } from '@tanstack/react-query';
import { adminTicketResponse } from '../../../../shared/api/support';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function getAdminTicket(id: string, signal?: AbortSignal) {
  return adminRequest(`/api/admin/support/tickets/${encodeURIComponent(id)}`, {
    signal,
    schema: adminTicketResponse,
  });
}

export function useAdminTicket(id: string) {
  return useQuery({
    queryKey: queryKeys.adminTicket(id),
    queryFn: ({ signal }) => getAdminTicket(id, signal),
  });
}
