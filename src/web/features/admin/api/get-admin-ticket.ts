// GET /api/admin/support/tickets/{id} → one ticket with its thread and customer.
import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminTicketResponse } from '../../../../shared/api/support';
import { queryKeys } from '../../../api/query-keys';
import { adminRequest } from './admin-request';

function getAdminTicket(id: string, signal?: AbortSignal) {
  return adminRequest(`/api/admin/support/tickets/${encodeURIComponent(id)}`, {
    signal,
    schema: adminTicketResponse,
  });
}

export function useAdminTicket(id: string) {
  return useQuery({
    queryKey: queryKeys.adminTicket(id),
    queryFn: ({ signal }) => getAdminTicket(id, signal),
  });
}

/**
 * Keeps a staff change's answer as the ticket and refreshes what else shows it: the ticket lists
 * and the change history.
 */
export function storeAdminTicket(
  queryClient: QueryClient,
  id: string,
  answer: z.output<typeof adminTicketResponse>,
): Promise<unknown> {
  queryClient.setQueryData(queryKeys.adminTicket(id), answer);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.allAdminTicketLists }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminAuditLog }),
  ]);
}
