// GET /api/user/profile → {user}. Fetched when the signed-in app opens, so an expired
// token is noticed at once (the 401 ends the session) and the header shows a fresh name.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isSessionUser, type SessionUser } from '../../../lib/session-storage';

export async function getProfile(signal?: AbortSignal): Promise<SessionUser> {
  const payload = await apiRequest<{ user?: unknown }>('/api/user/profile', { signal });
  if (!isSessionUser(payload?.user)) throw new Error('The server sent an unexpected profile');
  return payload.user;
}

export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: ['user-profile'],
    queryFn: ({ signal }) => getProfile(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
