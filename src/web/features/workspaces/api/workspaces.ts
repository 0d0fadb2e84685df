// /api/workspaces and /api/invitations (ADR 0032): the caller's workspaces, making and renaming
// one (ADR 0034), deleting one, a workspace's members and invitations, and an invitation link's
// preview and acceptance.
import { useQuery } from '@tanstack/react-query';
import { successResponse } from '../../../../shared/api/common';
import {
  acceptInvitationResponse,
  type DeleteWorkspaceBody,
  type InviteBody,
  invitationPreviewResponse,
  invitationResponse,
  membersResponse,
  type WorkspaceDto,
  type WorkspaceNameBody,
  type WorkspaceRole,
  type WorkspacesResponse,
  workspaceResponse,
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

/** The caller's list is read again after a workspace is made or renamed (the switcher follows). */
function useWorkspaceChange<T>(change: (input: T) => Promise<WorkspaceDto>) {
  return useCacheMutation(change, {
    onSuccess: (queryClient) => queryClient.invalidateQueries({ queryKey: queryKeys.workspacesAll }),
  });
}

/**
 * The new workspace joins the cached list at once, so the tab can open it before the list is read
 * again (the current workspace must be one of the list, or the tab falls back to the first).
 */
export function useCreateWorkspace() {
  return useCacheMutation(
    async (input: WorkspaceNameBody) => {
      const answer = await apiRequest('/api/workspaces', {
        method: 'POST',
        body: input,
        schema: workspaceResponse,
      });
      return answer.workspace;
    },
    {
      onSuccess: (queryClient, created) => {
        queryClient.setQueryData<WorkspacesResponse>(queryKeys.workspaces, (listed) =>
          listed ? { workspaces: [...listed.workspaces, created] } : listed,
        );
        void queryClient.invalidateQueries({ queryKey: queryKeys.workspacesAll });
      },
    },
  );
}

export function useRenameWorkspace(workspaceId: string) {
  return useWorkspaceChange(async (input: WorkspaceNameBody) => {
    const answer = await apiRequest(`/api/workspaces/${workspaceId}`, {
      method: 'PUT',
      body: input,
      schema: workspaceResponse,
    });
    return answer.workspace;
  });
}

/**
 * Deletes a workspace (its owner, having typed its name). It leaves the cached list at once, so the
 * tab never works in it again while the list is read again.
 */
export function useDeleteWorkspace(workspaceId: string) {
  return useCacheMutation(
    (input: DeleteWorkspaceBody) =>
      apiRequest(`/api/workspaces/${workspaceId}`, {
        method: 'DELETE',
        body: input,
        schema: successResponse,
      }),
    {
      onSuccess: (queryClient) => {
        queryClient.setQueryData<WorkspacesResponse>(queryKeys.workspaces, (listed) =>
          listed ? { workspaces: listed.workspaces.filter((kept) => kept.id !== workspaceId) } : listed,
        );
        void queryClient.invalidateQueries({ queryKey: queryKeys.workspacesAll });
      },
    },
  );
}
