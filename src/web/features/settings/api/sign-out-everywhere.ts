// POST /api/auth/logout-everywhere → {success}: ends every session of the account, this one too.
import { useMutation } from '@tanstack/react-query';
import { successResponse } from '../../../../shared/api/common';
import { apiRequest } from '../../../lib/api-client';

async function signOutEverywhere(): Promise<void> {
  await apiRequest('/api/auth/logout-everywhere', { method: 'POST', schema: successResponse });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
