// Settings → Profile and security: GET and PUT /api/user/profile (names), PUT /api/user/email
// {email, current_password} → {user}, PUT /api/user/password {current_password, new_password} →
// {success}. A changed name or email goes into the profile cache and the stored session at once,
// so the header and this card show it without another call.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangeEmailBody, ChangePasswordBody } from '../../../../shared/api/account';
import { profileResponse, type User, type updateProfileBody } from '../../../../shared/api/auth';
import { successResponse } from '../../../../shared/api/common';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';

export function useAccountProfile() {
  return useQuery({
    queryKey: queryKeys.profile,
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/user/profile', { signal, schema: profileResponse })).user,
  });
}

/** Keeps the profile cache and the stored session in step with the user the server answered. */
function useUserChanged() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  return (user: User) => {
    queryClient.setQueryData(queryKeys.profile, user);
    updateUser(user);
  };
}

export function useUpdateNames() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: async (body: z.input<typeof updateProfileBody>) =>
      (await apiRequest('/api/user/profile', { method: 'PUT', body, schema: profileResponse })).user,
    onSuccess: changed,
  });
}

export function useChangeEmail() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: async (body: ChangeEmailBody) =>
      (await apiRequest('/api/user/email', { method: 'PUT', body, schema: profileResponse })).user,
    onSuccess: changed,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiRequest('/api/user/password', { method: 'PUT', body, schema: successResponse }),
  });
}
