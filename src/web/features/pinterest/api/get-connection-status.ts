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

/** Some account can publish (with several accounts, one needing a reconnect does not stop the others). */
export function canPublish(status: ConnectionStatus | undefined): boolean {
  return isConnected(status) || Boolean(status?.accounts.some((account) => account.connected));
}

/**
 * The account a board publishes with (its own, else the default), named only when the workspace
 * has several: with one there is nothing to tell apart.
 */
export function boardAccountName(
  status: ConnectionStatus | undefined,
  accountId: string | null,
): string | null {
  if (!status || status.accounts.length < 2) return null;
  const account = status.accounts.find((candidate) => candidate.id === accountId) ?? status.accounts[0];
  return account?.userInfo.username ?? null;
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
