// POST /api/support/tickets {subject, message, category} → the new ticket; the list is reloaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateTicketBody, type Ticket, ticketResponse } from '../../../../shared/api/support';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

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
    onSuccess: (ticket) => {
      queryClient.setQueryData(queryKeys.supportTicket(ticket.id), ticket);
      return queryClient.invalidateQueries({ queryKey: queryKeys.supportTickets });
    },
  });
}
