// Who may delete a workspace, and which (ADR 0034, "Deleting a workspace"): one of its owners, having
// typed its name, and never a person's personal workspace, which goes only with their account.
// Runs first in the deleting transaction and holds the workspace's row until it ends (the lock every
// schedule, board and member change takes, ADR 0036), so any of them waits and then finds it gone.

import {
  confirmNameMismatchMessage,
  othersPersonalWorkspaceMessage,
  PERSONAL_WORKSPACE_DELETE_MESSAGE,
} from '../../../shared/api/workspaces';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspaceIfAny } from '../../db/lock-workspace';
import type { WorkspaceRow } from '../../db/schema';
import { personalWorkspace } from './find-workspace';
import { requireRole, WORKSPACE_NOT_FOUND_MESSAGE } from './membership';

export async function admitWorkspaceDeletion(
  tx: Pick<Database, 'select'>,
  options: { workspaceId: string; userId: string; confirmName: string },
): Promise<WorkspaceRow> {
  // Deleted a moment ago (a second request): gone, as for someone who was never a member.
  if (!(await lockWorkspaceIfAny(tx, options.workspaceId))) {
    throw new AppError('not_found', WORKSPACE_NOT_FOUND_MESSAGE);
  }
  const { workspace } = await requireRole(tx, {
    workspaceId: options.workspaceId,
    userId: options.userId,
    least: 'owner',
  });
  // The paying owner's first workspace is their personal one (ADR 0034), whichever owner asks.
  const personal = await personalWorkspace(tx, workspace.ownerId);
  if (personal?.id === workspace.id) {
    throw new AppError(
      'personal_workspace',
      workspace.ownerId === options.userId
        ? PERSONAL_WORKSPACE_DELETE_MESSAGE
        : othersPersonalWorkspaceMessage(workspace.name),
    );
  }
  if (options.confirmName.trim() !== workspace.name) {
    throw new AppError('validation_error', confirmNameMismatchMessage(workspace.name));
  }
  return workspace;
}
