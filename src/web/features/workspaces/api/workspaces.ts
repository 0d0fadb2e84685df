// /api/workspaces and /api/invitations (ADR 0032): the caller's workspaces, a workspace's members
// and invitations, and an invitation link's preview and acceptance.
import { useQuery } from '@tanstack/react-query';
import { successResponse } from '../../../../shared/api/common';
import {
  acceptInvitationResponse,
  type InviteBody,
  invitationPreviewResponse,
  invitationResponse,
  membersResponse,
  type WorkspaceRole,
  workspacesResponse,
} from '../../../../shared/api/workspaces';
import { queryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

export function useWorkspaces() {
  return useQuery({
    queryKey: queryKeys.workspaces,
    queryFn: ({ signal }) => apiRequest('/api/workspaces', { signal, schema: workspacesResponse }),
    select: (answer) => answer.workspaces,
  });
}

export function useMembers(workspaceId: string) {
  return useQuery({
    queryKey: queryKeys.workspaceMembers(workspaceId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/workspaces/${workspaceId}/members`, { signal, schema: membersResponse }),
  });
}

/** The members query of the workspace is read again after each change. */
function useMemberChange<T>(workspaceId: string, change: (input: T) => Promise<unknown>) {
  return useCacheMutation(change, {
    onSettled: (queryClient) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.workspaceMembers(workspaceId) }),
  });
}

export function useInvite(workspaceId: string) {
  return useMemberChange(workspaceId, (input: InviteBody) =>
    apiRequest(`/api/workspaces/${workspaceId}/invitations`, {
      method: 'POST',
      body: input,
      schema: invitationResponse,
    }),
  );
}

export function useWithdrawInvitation(workspaceId: string) {
  return useMemberChange(workspaceId, (invitationId: string) =>
    apiRequest(`/api/workspaces/${workspaceId}/invitations/${invitationId}`, {
      method: 'DELETE',
      schema: successResponse,
    }),
  );
}

export function useChangeRole(workspaceId: string) {
  return useMemberChange(workspaceId, ({ userId, role }: { userId: string; role: WorkspaceRole }) =>
    apiRequest(`/api/workspaces/${workspaceId}/members/${userId}`, {
      method: 'PUT',
      body: { role },
      schema: successResponse,
    }),
  );
}

export function useRemoveMember(workspaceId: string) {
  return useCacheMutation(
    (userId: string) =>
      apiRequest(`/api/workspaces/${workspaceId}/members/${userId}`, {
        method: 'DELETE',
        schema: successResponse,
      }),
    {
      onSettled: (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.workspacesAll }),
    },
  );
}

/** What an invitation link offers; public, so it is asked without the session. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: queryKeys.invitationPreview(token),
    queryFn: ({ signal }) =>
      apiRequest('/api/invitations/preview', {
        method: 'POST',
        body: { token },
        token: null,
        signal,
        schema: invitationPreviewResponse,
      }),
    retry: false,
  });
}

export function useAcceptInvitation() {
  return useCacheMutation(
    (token: string) =>
      apiRequest('/api/invitations/accept', {
        method: 'POST',
        body: { token },
        schema: acceptInvitationResponse,
      }),
    {
      onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.workspacesAll }),
    },
  );
}
