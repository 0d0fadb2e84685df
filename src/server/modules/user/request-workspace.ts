// The workspace of each signed-in request (http/auth-guard.ts): the session's statement chose it
// (auth's lookUpSession, by the workspaces module's rule), the workspaces module admits it and
// checks the role; a person who names another workspace than last time has it remembered, so the
// app opens there next time (ADR 0032).

import type { WorkspaceRole } from '../../../shared/api/workspaces';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { admitMembership, type Membership } from '../workspaces';
import { setLastWorkspace } from './user-writes';

export async function admitRequestWorkspace(options: {
  db: Database;
  user: UserRow;
  membership: Membership | null;
  least: WorkspaceRole;
}): Promise<Membership> {
  const found = admitMembership(options.membership, options.least);
  if (found.workspace.id !== options.user.lastWorkspaceId) {
    await setLastWorkspace(options.db, options.user.id, found.workspace.id);
  }
  return found;
}
