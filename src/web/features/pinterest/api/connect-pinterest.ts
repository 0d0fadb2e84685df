// GET /api/pinterest/connect (docs/product.md §7): the Pinterest consent address for the scopes
// Pinloom needs; the browser then goes there and comes back to `returnTo`.
import { useMutation } from '@tanstack/react-query';
import { type ConnectionReturnPath, connectResponse } from '../../../../shared/api/pinterest';
import { PINTEREST_SCOPES } from '../../../../shared/pinterest-access';
import { apiRequest } from '../../../lib/api-client';

async function getAuthUrl(returnTo: ConnectionReturnPath): Promise<string> {
  const query = new URLSearchParams({ scopes: PINTEREST_SCOPES.join(','), return_to: returnTo });
  const { authUrl } = await apiRequest(`/api/pinterest/connect?${query}`, { schema: connectResponse });
  return authUrl;
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
