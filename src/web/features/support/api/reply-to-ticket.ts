// POST /api/support/tickets/{id}/messages {message} → the ticket with the reply (open again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Ticket, ticketResponse } from '../../../../shared/api/support';
import { apiRequest } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => replyToTicket(id, message),
    onSuccess: (ticket) => storeTicket(queryClient, ticket),
  });
}
