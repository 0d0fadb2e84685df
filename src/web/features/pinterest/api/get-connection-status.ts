// GET /api/pinterest/status (docs/product.md §3 Connection status): whether the user's Pinterest
// account is connected, whose it is, and whether Pinterest is simulated (demo mode).
import { useQuery } from '@tanstack/react-query';
import { type ConnectionStatus, connectionStatusResponse } from '../../../../shared/api/pinterest';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

/** Connected and able to publish: a connection whose refresh token died needs a reconnect first. */
export function isConnected(status: ConnectionStatus | undefined): boolean {
  return Boolean(status?.connected && !status.needs_reconnect);
}

// An answer that breaks the contract throws: it says nothing about the connection, never "not connected".
function getConnectionStatus(signal?: AbortSignal): Promise<ConnectionStatus> {
  return apiRequest('/api/pinterest/status', { signal, schema: connectionStatusResponse });
}

export function useConnectionStatus(
  options: { refetchInterval?: number | false; staleTime?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: queryKeys.pinterestStatus,
    queryFn: ({ signal }) => getConnectionStatus(signal),
    ...options,
  });
}
