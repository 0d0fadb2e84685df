// GET /api/pinterest/connect (SPEC.md §7): the Pinterest consent address for the scopes
// Pinloom needs; the browser then goes there and comes back to `returnTo`.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ConnectionReturnPath, connectResponse } from '../../../../shared/api/pinterest';
import { PINTEREST_SCOPES } from '../../../../shared/pinterest-access';
import { apiRequest, UnexpectedAnswerError } from '../../../lib/api-client';
import {
  CONNECT_FAILED_MESSAGE,
  failedAnswerText,
  INITIATE_FAILED_MESSAGE,
  PinterestCallError,
  pinterestErrorMessage,
} from '../utils/messages';

async function getAuthUrl(returnTo: ConnectionReturnPath): Promise<string> {
  const query = new URLSearchParams({ scopes: PINTEREST_SCOPES.join(','), return_to: returnTo });
  let answer: z.output<typeof connectResponse>;
  try {
    answer = await apiRequest(`/api/pinterest/connect?${query}`, { schema: connectResponse });
  } catch (error) {
    // An answer without an address may still say why (error, or details).
    if (error instanceof UnexpectedAnswerError) {
      throw new PinterestCallError(failedAnswerText(error.payload, INITIATE_FAILED_MESSAGE));
    }
    throw new PinterestCallError(pinterestErrorMessage(error, CONNECT_FAILED_MESSAGE));
  }
  if (!answer.success || !answer.authUrl) {
    throw new PinterestCallError(failedAnswerText(answer, INITIATE_FAILED_MESSAGE));
  }
  return answer.authUrl;
}

/** Asks for the consent address, then leaves for it; `onLeaving` runs just before. */
export function useConnectPinterest() {
  return useMutation({
    mutationFn: async ({
      returnTo,
      onLeaving,
    }: {
      returnTo: ConnectionReturnPath;
      onLeaving?: () => void;
    }) => {
      const authUrl = await getAuthUrl(returnTo);
      onLeaving?.();
      window.location.assign(authUrl);
    },
  });
}
