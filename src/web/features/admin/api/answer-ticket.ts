// POST /api/admin/support/tickets/{id}/messages {message}: staff answer; the ticket becomes answered
// and the customer is emailed. The ticket, the lists and the change history are refreshed.
import { adminTicketResponse } from '../../../../shared/api/support';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
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
  return useCacheMutation((message: string) => answerTicket(id, message), {
    onSuccess: (queryClient, answer) => storeAdminTicket(queryClient, id, answer),
  });
}
