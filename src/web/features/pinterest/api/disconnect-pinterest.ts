// DELETE /api/pinterest/disconnect (SPEC.md §7): forgets the user's Pinterest connection.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponse } from '../../../../shared/api/common';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest, UnexpectedAnswerError } from '../../../lib/api-client';
import { DISCONNECT_FAILED_MESSAGE, failedAnswerText, PinterestCallError } from '../utils/messages';

async function disconnectPinterest(): Promise<void> {
  try {
    await apiRequest('/api/pinterest/disconnect', { method: 'DELETE', schema: successResponse });
  } catch (error) {
    // success false: the answer's own words, if it has any.
    if (error instanceof UnexpectedAnswerError) {
      throw new PinterestCallError(failedAnswerText(error.payload, DISCONNECT_FAILED_MESSAGE));
    }
    throw error;
  }
}

export function useDisconnectPinterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectPinterest,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.pinterestStatus });
      // The timeline's publishing facts follow the connection.
      void queryClient.invalidateQueries({ queryKey: queryKeys.timeline });
    },
  });
}
