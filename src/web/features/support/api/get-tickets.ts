// GET /api/support/tickets → the signed-in user's tickets, newest activity first.
import { useQuery } from '@tanstack/react-query';
import { type TicketSummary, ticketListResponse } from '../../../../shared/api/support';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

async function getTickets(signal?: AbortSignal): Promise<TicketSummary[]> {
  const { tickets } = await apiRequest('/api/support/tickets', { signal, schema: ticketListResponse });
  return tickets;
}

export function useTickets() {
  return useQuery({ queryKey: queryKeys.supportTickets, queryFn: ({ signal }) => getTickets(signal) });
}
