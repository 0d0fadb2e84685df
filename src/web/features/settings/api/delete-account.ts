// POST /api/user/delete-account {password} → {success}: the account is closed at once (sessions
// end, Pinterest is disconnected, scheduled pins never publish) and purged 30 days later.
import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '../../../../shared/api/account';
import { successResponse } from '../../../../shared/api/common';
import { apiRequest } from '../../../lib/api-client';

async function deleteAccount(body: DeleteAccountBody): Promise<void> {
  await apiRequest('/api/user/delete-account', { method: 'POST', body, schema: successResponse });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
