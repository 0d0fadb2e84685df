// The workspace of each signed-in request (http/auth-guard.ts): the workspaces module finds it and
// checks the role; a person who names another workspace than last time has it remembered, so the
// app opens there next time (ADR 0032).

import type { WorkspaceRole } from '../../../shared/api/workspaces';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { findWorkspace, type Membership } from '../workspaces';
import { setLastWorkspace } from './user-writes';

export async function findRequestWorkspace(options: {
  db: Database;
  user: UserRow;
  requested: string | null;
  least: WorkspaceRole;
}): Promise<Membership> {
  const found = await findWorkspace(options);
  if (found.workspace.id !== options.user.lastWorkspaceId) {
    await setLastWorkspace(options.db, options.user.id, found.workspace.id);
  }
  return found;
}
