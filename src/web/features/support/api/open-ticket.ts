// POST /api/support/tickets {subject, message, category} → the new ticket; the list is reloaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateTicketBody, type Ticket, ticketResponse } from '../../../../shared/api/support';
import { apiRequest } from '../../../lib/api-client';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openTicket,
    onSuccess: (ticket) => storeTicket(queryClient, ticket),
  });
}
