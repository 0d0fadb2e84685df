// GET /api/workspaces answers for the web tests: the test user's own workspace and one they joined;
// a test gives the roles its story needs.
import { type WorkspaceDto, type WorkspaceRole, workspacesResponse } from '../../shared/api/workspaces';
import { answer } from './answers';

export const ADA_WORKSPACE = '11111111-1111-4111-8111-111111111111';
export const BLOOM_WORKSPACE = '22222222-2222-4222-8222-222222222222';

export function testWorkspace(
  id: string,
  name: string,
  role: WorkspaceRole,
  lastUsed = false,
  extra: Partial<WorkspaceDto> = {},
): WorkspaceDto {
  return {
    id,
    name,
    role,
    created_at: '2026-01-01T00:00:00.000Z',
    last_used: lastUsed,
    suspended: false,
    plan: 'pro',
    personal: false,
    ...extra,
  };
}

/** Ada's own workspace, which she owns. */
export const adaWorkspace = (role: WorkspaceRole = 'owner') =>
  testWorkspace(ADA_WORKSPACE, "Ada's workspace", role, false, { personal: true });
/** Bloom Agency, which she joined. */
export const bloomWorkspace = (role: WorkspaceRole = 'viewer') =>
  testWorkspace(BLOOM_WORKSPACE, 'Bloom Agency', role);

/** The answer of GET /api/workspaces listing `workspaces`. */
export function workspacesAnswer(...workspaces: WorkspaceDto[]): Response {
  return answer(workspacesResponse, { workspaces });
}
