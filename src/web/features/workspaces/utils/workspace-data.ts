// Which cached answers belong to the workspace a tab works in, so that choosing another workspace
// forgets them and every screen asks again. The rest is the person's or everyone's: the session
// and profile, the list of their workspaces (and each one's members, keyed by its id), the public
// plans and feature flags, link checks, and the admin console's own session.
import type { Query, QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';

const NOT_WORKSPACE_DATA = new Set<unknown>([
  queryKeys.profile[0],
  queryKeys.workspacesAll[0],
  queryKeys.plans[0],
  queryKeys.features[0],
  queryKeys.invitationPreview('')[0],
  queryKeys.resetLinkCheck('')[0],
  queryKeys.adminStats[0],
  queryKeys.allAdminSessionChecks[0],
]);

/** @internal for tests and benchmarks, not production code */
export function isWorkspaceData(query: Pick<Query, 'queryKey'>): boolean {
  return !NOT_WORKSPACE_DATA.has(query.queryKey[0]);
}

/**
 * After a switch of workspace: the answers of the one left are dropped (screens show their loading
 * state, not another workspace's pins) and the mounted screens ask again.
 */
export function resetWorkspaceData(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: isWorkspaceData });
}

/**
 * When the workspace may have changed under what is shown: read again, keeping it on screen
 * meanwhile. A call still under way named the workspace before, so it is cancelled, not awaited.
 */
export async function refreshWorkspaceData(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ predicate: isWorkspaceData });
  await queryClient.invalidateQueries({ predicate: isWorkspaceData });
}

/**
 * After the tab's workspace was refused as not the person's (the API client forgot it): their
 * workspaces are read again, a list still on its way being from before, and the screens ask again
 * in the server's last used workspace rather than show the refusal.
 */
export async function refreshAfterWorkspaceDropped(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: queryKeys.workspacesAll });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.workspacesAll }),
    refreshWorkspaceData(queryClient),
  ]);
}
