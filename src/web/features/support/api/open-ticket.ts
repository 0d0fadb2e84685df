// POST /api/support/tickets {subject, message, category} → the new ticket; the list is reloaded.
import { type CreateTicketBody, type Ticket, ticketResponse } from '../../../../shared/api/support';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { storeTicket } from './get-ticket';

async function openTicket(body: CreateTicketBody): Promise<Ticket> {
  const { ticket } = await apiRequest('/api/support/tickets', {
    method: 'POST',
    body,
    schema: ticketResponse,
  });
  return ticket;
}

export function useOpenTicket() {
  return useCacheMutation(openTicket, {
    onSuccess: (queryClient, ticket) => storeTicket(queryClient, ticket),
  });
}
