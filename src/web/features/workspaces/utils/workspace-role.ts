// What a role allows (ADR 0032): each role includes the ones below it, so a check is "this role or
// higher". The server decides; the screens only leave out what would be refused.
import { WORKSPACE_ROLES, type WorkspaceDto, type WorkspaceRole } from '../../../../shared/api/workspaces';

/** True when `role` is `least` or above it. */
export function roleAtLeast(role: WorkspaceRole, least: WorkspaceRole): boolean {
  return WORKSPACE_ROLES.indexOf(role) <= WORKSPACE_ROLES.indexOf(least);
}

/**
 * The workspace this tab works in: the stored one while the person is still a member, else the
 * one the server says they used last (where a request naming none acts), else the first.
 */
export function resolveCurrentWorkspace(
  workspaces: readonly WorkspaceDto[],
  storedId: string | null,
): WorkspaceDto | undefined {
  return (
    workspaces.find((workspace) => workspace.id === storedId) ??
    workspaces.find((workspace) => workspace.last_used) ??
    workspaces[0]
  );
}

/** 'a viewer', 'an admin'. */
export function roleWithArticle(role: WorkspaceRole): string {
  return `${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role}`;
}
