// POST /api/auth/register → 201 {token, user} | 4xx {error, code} (docs/product.md §7).
// The request and response schemas are shared with the server (src/shared/api/auth.ts).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { authResponse, type registerBody } from '../../../../shared/api/auth';
import { apiRequest } from '../../../lib/api-client';
import type { StoredSession } from '../../../lib/session-storage';
import { sessionFromAnswer } from '../../../lib/session-write';

async function register(body: z.input<typeof registerBody>): Promise<StoredSession> {
  return sessionFromAnswer(
    await apiRequest('/api/auth/register', { method: 'POST', body, token: null, schema: authResponse }),
  );
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
