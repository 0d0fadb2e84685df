// POST /api/auth/login {email, password} → {token, user} | 401/429 {error, code} (docs/product.md §7).
// The request and response schemas are shared with the server (src/shared/api/auth.ts).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authResponse, type loginBody } from '../../../../shared/api/auth';
import { apiRequest } from '../../../lib/api-client';
import type { StoredSession } from '../../../lib/session-storage';
import { sessionFromAnswer } from '../../../lib/session-write';

async function login(body: z.input<typeof loginBody>): Promise<StoredSession> {
  // token: null — a 401 here is a wrong password for the form to show, not an ended session.
  return sessionFromAnswer(
    await apiRequest('/api/auth/login', { method: 'POST', body, token: null, schema: authResponse }),
  );
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
