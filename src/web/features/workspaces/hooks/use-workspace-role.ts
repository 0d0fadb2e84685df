// The workspace this tab works in and the person's role there (ADR 0032), for the header switcher
// and for the screens that leave out what the role cannot do.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { WorkspaceDto, WorkspaceRole } from '../../../../shared/api/workspaces';
import { saveCurrentWorkspaceId, useCurrentWorkspaceId } from '../../../lib/current-workspace';
import { useWorkspaces } from '../api/workspaces';
import { refreshWorkspaceData } from '../utils/workspace-data';
import { resolveCurrentWorkspace, roleAtLeast } from '../utils/workspace-role';

export interface CurrentWorkspace {
  /** Undefined until the list has loaded (or when it could not). */
  workspace: WorkspaceDto | undefined;
  /** All of the person's workspaces; empty until loaded. */
  workspaces: readonly WorkspaceDto[];
}

/**
 * The current workspace: the tab's stored choice, else the first of the person's. Once the list is
 * known, that one is stored: the header shows it, so the calls must act in it too rather than in
 * the server's last used, which may be another (what was loaded meanwhile is read again).
 */
export function useCurrentWorkspace(): CurrentWorkspace {
  const queryClient = useQueryClient();
  const storedId = useCurrentWorkspaceId();
  const { data: workspaces = [] } = useWorkspaces();
  const workspace = resolveCurrentWorkspace(workspaces, storedId);

  useEffect(() => {
    if (!workspace || workspace.id === storedId) return;
    saveCurrentWorkspaceId(workspace.id);
    // With one workspace the server's fallback was that one already.
    if (storedId !== null || workspaces.length > 1) void refreshWorkspaceData(queryClient);
  }, [workspace, storedId, workspaces.length, queryClient]);

  return { workspace, workspaces };
}

export interface WorkspaceRoleAnswer {
  /** The person's role in the current workspace; undefined until known. */
  role: WorkspaceRole | undefined;
  workspace: WorkspaceDto | undefined;
  /**
   * True when the role is `least` or above. While the role is unknown (loading, or the list could
   * not be read) it answers true: the server refuses anyway, and most people own their workspace.
   */
  atLeast: (least: WorkspaceRole) => boolean;
}

export function useWorkspaceRole(): WorkspaceRoleAnswer {
  const { workspace } = useCurrentWorkspace();
  const role = workspace?.role;
  const atLeast = useCallback((least: WorkspaceRole) => !role || roleAtLeast(role, least), [role]);
  return { role, workspace, atLeast };
}
