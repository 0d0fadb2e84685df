// GET /api/admin/support/tickets?status&page → one page of tickets (open first) and its pagination.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminTicketListResponse, type TicketStatus } from '../../../../shared/api/support';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function getAdminTickets(status: TicketStatus | '', page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  return adminRequest(`/api/admin/support/tickets?${query}`, { signal, schema: adminTicketListResponse });
}

/** The page on screen stays while the next one loads. */
export function useAdminTickets(status: TicketStatus | '', page: number) {
  return useQuery({
    queryKey: queryKeys.adminTickets(status, page),
    queryFn: ({ signal }) => getAdminTickets(status, page, signal),
    placeholderData: keepPreviousData,
  });
}
