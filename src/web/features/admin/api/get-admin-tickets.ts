// GET /api/admin/support/tickets?status&assigned&page → one page of tickets (open first, Enterprise
// first) and its pagination.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminTicketListResponse, type TicketStatus } from '../../../../shared/api/support';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

/** '' for every ticket, 'me' for those assigned to the signed-in staff member. */
export type TicketAssignment = '' | 'me';

function getAdminTickets(
  status: TicketStatus | '',
  page: number,
  assigned: TicketAssignment,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ page: String(page) });
  if (status) query.set('status', status);
  if (assigned) query.set('assigned', assigned);
  return adminRequest(`/api/admin/support/tickets?${query}`, { signal, schema: adminTicketListResponse });
}

/** The page on screen stays while the next one loads. */
export function useAdminTickets(status: TicketStatus | '', page: number, assigned: TicketAssignment = '') {
  return useQuery({
    queryKey: queryKeys.adminTickets(status, page, assigned),
    queryFn: ({ signal }) => getAdminTickets(status, page, assigned, signal),
    placeholderData: keepPreviousData,
  });
}
