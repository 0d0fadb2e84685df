// PUT /api/admin/support/tickets/{id}/status {status}: close a ticket or open it again.
import { adminTicketResponse, type TicketStatus } from '../../../../shared/api/support';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { adminRequest } from './admin-request';
import { storeAdminTicket } from './get-admin-ticket';

function setTicketStatus(id: string, status: TicketStatus) {
  return adminRequest(`/api/admin/support/tickets/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { status },
    schema: adminTicketResponse,
  });
}

export function useSetTicketStatus(id: string) {
  return useCacheMutation((status: TicketStatus) => setTicketStatus(id, status), {
    onSuccess: (queryClient, answer) => storeAdminTicket(queryClient, id, answer),
  });
}
