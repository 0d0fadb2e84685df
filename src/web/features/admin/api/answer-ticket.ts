// POST /api/admin/support/tickets/{id}/messages {message}: staff answer; the ticket becomes answered
// and the customer is emailed. The ticket, the lists and the change history are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminTicketResponse } from '../../../../shared/api/support';
import { adminRequest } from './admin-request';
import { storeAdminTicket } from './get-admin-ticket';

function answerTicket(id: string, message: string) {
  return adminRequest(`/api/admin/support/tickets/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: { message },
    schema: adminTicketResponse,
  });
}

export function useAnswerTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => answerTicket(id, message),
    onSuccess: (answer) => storeAdminTicket(queryClient, id, answer),
  });
}
