// PUT /api/admin/support/tickets/{id}/status {status}: close a ticket or open it again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTicketResponse, type TicketStatus } from '../../../../shared/api/support';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: TicketStatus) => setTicketStatus(id, status),
    onSuccess: (answer) => storeAdminTicket(queryClient, id, answer),
  });
}
