// POST /api/auth/login {email, password} → {token, user} | 401/429 {error, code} (SPEC.md §7).
// The request schema is shared with the server: loginBody in src/shared/api/auth.ts.
import { useMutation } from '@tanstack/react-query';
import type { LoginBody } from '../../../../shared/api/auth';
import { apiRequest } from '../../../lib/api-client';
import { type StoredSession, toStoredSession } from '../../../lib/session-storage';

export async function login(body: LoginBody): Promise<StoredSession> {
  // token: null — a 401 here is a wrong password for the form to show, not an ended session.
  const payload = await apiRequest<unknown>('/api/auth/login', { method: 'POST', body, token: null });
  return toStoredSession(payload);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
