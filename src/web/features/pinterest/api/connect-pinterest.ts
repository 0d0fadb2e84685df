// GET /api/pinterest/connect (SPEC.md §7): the Pinterest consent address for the scopes
// Pinloom needs; the browser then goes there and comes back to `returnTo`.
import { useMutation } from '@tanstack/react-query';
import { PINTEREST_SCOPES } from '../../../../shared/api/pinterest';
import { apiRequest } from '../../../lib/api-client';
import {
  CONNECT_FAILED_MESSAGE,
  failedAnswerText,
  INITIATE_FAILED_MESSAGE,
  PinterestCallError,
  pinterestErrorMessage,
} from '../utils/messages';

/** The pages Pinterest may send the browser back to (the server accepts only these). */
export type ConnectionReturnPath = '/boards' | '/settings';

export async function getAuthUrl(returnTo: ConnectionReturnPath): Promise<string> {
  const query = new URLSearchParams({ scopes: PINTEREST_SCOPES.join(','), return_to: returnTo });
  let payload: { success?: boolean; authUrl?: string } | undefined;
  try {
    payload = await apiRequest(`/api/pinterest/connect?${query}`);
  } catch (error) {
    throw new PinterestCallError(pinterestErrorMessage(error, CONNECT_FAILED_MESSAGE));
  }
  if (!payload?.success || !payload.authUrl) {
    throw new PinterestCallError(failedAnswerText(payload, INITIATE_FAILED_MESSAGE));
  }
  return payload.authUrl;
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
