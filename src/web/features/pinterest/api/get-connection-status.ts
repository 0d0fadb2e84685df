// GET /api/pinterest/status (SPEC.md §3 Connection status): whether the user's Pinterest
// account is connected, whose it is, and whether Pinterest is simulated (demo mode).
import { useQuery } from '@tanstack/react-query';
import { type ConnectionStatus, connectionStatusResponse } from '../../../../shared/api/pinterest';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest, UnexpectedAnswerError } from '../../../lib/api-client';
import { failedAnswerText, PinterestCallError, STATUS_FAILED_MESSAGE } from '../utils/messages';

/** Connected and able to publish: a connection whose refresh token died needs a reconnect first. */
export function isConnected(status: ConnectionStatus | undefined): boolean {
  return Boolean(status?.connected && !status.needs_reconnect);
}

async function getConnectionStatus(signal?: AbortSignal): Promise<ConnectionStatus> {
  let status: ConnectionStatus;
  try {
    status = await apiRequest('/api/pinterest/status', { signal, schema: connectionStatusResponse });
  } catch (error) {
    // An answer we cannot read says nothing about the connection: it is an error, never "not connected".
    if (error instanceof UnexpectedAnswerError) throw new PinterestCallError(STATUS_FAILED_MESSAGE);
    throw error;
  }
  if (!status.success) throw new PinterestCallError(failedAnswerText(status, STATUS_FAILED_MESSAGE));
  return status;
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
