// POST /api/auth/register → 201 {token, user} | 4xx {error, code} (SPEC.md §7).
// The request schema is shared with the server: registerBody in src/shared/api/auth.ts.
import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '../../../../shared/api/auth';
import { apiRequest } from '../../../lib/api-client';
import { type StoredSession, toStoredSession } from '../../../lib/session-storage';

export async function register(body: RegisterBody): Promise<StoredSession> {
  const payload = await apiRequest<unknown>('/api/auth/register', { method: 'POST', body, token: null });
  return toStoredSession(payload);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
