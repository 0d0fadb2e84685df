// GET /api/support/tickets/{id} → one of the user's tickets with its thread (404 when not theirs).
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type Ticket, ticketResponse } from '../../../../shared/api/support';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

async function getTicket(id: string, signal?: AbortSignal): Promise<Ticket> {
  const { ticket } = await apiRequest(`/api/support/tickets/${encodeURIComponent(id)}`, {
    signal,
    schema: ticketResponse,
  });
  return ticket;
}

export function useTicket(id: string) {
  return useQuery({ queryKey: queryKeys.supportTicket(id), queryFn: ({ signal }) => getTicket(id, signal) });
}

/** Keeps the server's copy of a ticket the user just changed, and reloads their list of tickets. */
export function storeTicket(queryClient: QueryClient, ticket: Ticket): Promise<void> {
  queryClient.setQueryData(queryKeys.supportTicket(ticket.id), ticket);
  return queryClient.invalidateQueries({ queryKey: queryKeys.supportTickets });
}
