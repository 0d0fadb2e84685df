// GET /api/pinterest/status (SPEC.md §3 Connection status): whether the user's Pinterest
// account is connected, whose it is, and whether Pinterest is simulated (demo mode).
import { useQuery } from '@tanstack/react-query';
import { type ConnectionStatus, connectionStatusResponse } from '../../../../shared/api/pinterest';
import { apiRequest } from '../../../lib/api-client';
import { failedAnswerText, PinterestCallError, STATUS_FAILED_MESSAGE } from '../utils/messages';

export const connectionStatusQueryKey = ['pinterest', 'status'] as const;

/** Connected and able to publish: a connection whose refresh token died needs a reconnect first. */
export function isConnected(status: ConnectionStatus | undefined): boolean {
  return Boolean(status?.connected && !status.needs_reconnect);
}

export async function getConnectionStatus(signal?: AbortSignal): Promise<ConnectionStatus> {
  const payload = await apiRequest<unknown>('/api/pinterest/status', { signal });
  const parsed = connectionStatusResponse.safeParse(payload);
  // An answer we cannot read says nothing about the connection: it is an error, never "not connected".
  if (!parsed.success) throw new PinterestCallError(STATUS_FAILED_MESSAGE);
  if (!parsed.data.success) throw new PinterestCallError(failedAnswerText(payload, STATUS_FAILED_MESSAGE));
  return parsed.data;
}

export function useConnectionStatus(
  options: { refetchInterval?: number | false; staleTime?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: connectionStatusQueryKey,
    queryFn: ({ signal }) => getConnectionStatus(signal),
    ...options,
  });
}
