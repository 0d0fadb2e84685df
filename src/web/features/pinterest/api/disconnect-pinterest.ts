// DELETE /api/pinterest/disconnect (SPEC.md §7): forgets the user's Pinterest connection.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { DISCONNECT_FAILED_MESSAGE, failedAnswerText, PinterestCallError } from '../utils/messages';
import { connectionStatusQueryKey } from './get-connection-status';

export async function disconnectPinterest(): Promise<void> {
  const payload = await apiRequest<{ success?: boolean } | undefined>('/api/pinterest/disconnect', {
    method: 'DELETE',
  });
  if (payload?.success === false) {
    throw new PinterestCallError(failedAnswerText(payload, DISCONNECT_FAILED_MESSAGE));
  }
}

export function useDisconnectPinterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectPinterest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: connectionStatusQueryKey }),
  });
}
