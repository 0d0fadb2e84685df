// The reset link's page: POST /api/auth/reset-password/check {token} → {valid, email (masked)},
// then POST /api/auth/reset-password {token, password} → {token, user}, a fresh session. A link
// that cannot be used answers 400 with one of RESET_TOKEN_ERRORS' codes.
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  RESET_TOKEN_ERRORS,
  type ResetTokenError,
  resetPasswordCheckResponse,
} from '../../../../shared/api/account';
import { authResponse } from '../../../../shared/api/auth';
import { queryKeys } from '../../../api/query-keys';
import { ApiError, apiRequest } from '../../../lib/api-client';
import type { StoredSession } from '../../../lib/session-storage';
import { sessionFromAnswer } from '../../../lib/session-write';

/** The code of a link that cannot be used, when `error` says so; null for any other failure. */
export function resetLinkProblem(error: unknown): ResetTokenError | null {
  if (!(error instanceof ApiError) || !error.code) return null;
  return error.code in RESET_TOKEN_ERRORS ? (error.code as ResetTokenError) : null;
}

export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: queryKeys.resetLinkCheck(token),
    queryFn: ({ signal }) =>
      apiRequest('/api/auth/reset-password/check', {
        method: 'POST',
        body: { token },
        token: null,
        signal,
        schema: resetPasswordCheckResponse,
      }),
    enabled: token !== '',
    // A link that cannot be used will not become usable by asking again.
    retry: (failures, error) => resetLinkProblem(error) === null && failures < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

async function resetPassword(body: { token: string; password: string }): Promise<StoredSession> {
  return sessionFromAnswer(
    await apiRequest('/api/auth/reset-password', { method: 'POST', body, token: null, schema: authResponse }),
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
