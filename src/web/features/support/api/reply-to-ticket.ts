// POST /api/support/tickets/{id}/messages {message} → the ticket with the reply (open again).
import { type Ticket, ticketResponse } from '../../../../shared/api/support';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { storeTicket } from './get-ticket';

async function replyToTicket(id: string, message: string): Promise<Ticket> {
  const { ticket } = await apiRequest(`/api/support/tickets/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: { message },
    schema: ticketResponse,
  });
  return ticket;
}

export function useReplyToTicket(id: string) {
  return useCacheMutation((message: string) => replyToTicket(id, message), {
    onSuccess: (queryClient, ticket) => storeTicket(queryClient, ticket),
  });
}
