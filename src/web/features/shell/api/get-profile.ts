// GET /api/user/profile → {user}. Fetched when the signed-in app opens, so an expired
// token is noticed at once (the 401 ends the session) and the header shows a fresh name.
import { useQuery } from '@tanstack/react-query';
import { profileResponse, type User } from '../../../../shared/api/auth';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';

async function getProfile(signal?: AbortSignal): Promise<User> {
  const { user } = await apiRequest('/api/user/profile', { signal, schema: profileResponse });
  return user;
}

export function useProfile(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: ({ signal }) => getProfile(signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}
