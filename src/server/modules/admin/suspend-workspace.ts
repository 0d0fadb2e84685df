import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspaceIfAny } from '../../db/lock-workspace';
import type { WorkspaceRow } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { clearWorkspaceSuspension, markWorkspaceSuspended } from '../workspaces';
import { WORKSPACE_NOT_FOUND_MESSAGE } from './get-admin-workspace';
import { type AuditAuthor, recordAudit } from './record-audit';

export async function suspendWorkspace(options: {
  db: Database;
  admin: AuditAuthor;
  workspaceId: string;
  /** Already trimmed and checked by suspendUserBody. */
  reason: string;
  now: Date;
}): Promise<WorkspaceRow> {
  const { admin, reason } = options;
  return options.db.transaction(async (tx) => {
    const workspace = await lockWorkspaceRow(tx, options.workspaceId);
    if (workspace.suspendedAt) throw new AppError('conflict', 'This workspace is already suspended.');
    const suspended = await markWorkspaceSuspended(tx, workspace.id, { at: options.now, reason });
    await recordAudit({
      db: tx,
      admin,
      action: 'workspace.suspend',
      target: workspaceTarget(workspace),
      oldValue: null,
      newValue: reason,
    });
    return suspended ?? workspace;
  });
}

/** Lifts a workspace's suspension: its members act in it again and its held pins go out. */
export async function unsuspendWorkspace(options: {
  db: Database;
  admin: AuditAuthor;
  workspaceId: string;
}): Promise<WorkspaceRow> {
  return options.db.transaction(async (tx) => {
    const workspace = await lockWorkspaceRow(tx, options.workspaceId);
    if (!workspace.suspendedAt) throw new AppError('conflict', 'This workspace is not suspended.');
    const active = await clearWorkspaceSuspension(tx, workspace.id);
    await recordAudit({
      db: tx,
      admin: options.admin,
      action: 'workspace.unsuspend',
      target: workspaceTarget(workspace),
      oldValue: workspace.suspendedReason,
      newValue: null,
    });
    return active ?? workspace;
  });
}

/** The history names the workspace and its id: names repeat ("Ada's workspace"). */
function workspaceTarget(workspace: WorkspaceRow): string {
  return `${workspace.name} (${workspace.id})`;
}

/**
 * The workspace's row, locked until the transaction ends: two staff suspending it at once queue,
 * and the second is told it is already suspended. 404 for an unknown or malformed id.
 */
async function lockWorkspaceRow(tx: Database, workspaceId: string): Promise<WorkspaceRow> {
  const notFound = () => new AppError('not_found', WORKSPACE_NOT_FOUND_MESSAGE);
  if (!isUuid(workspaceId)) throw notFound();
  const workspace = await lockWorkspaceIfAny(tx, workspaceId);
  if (!workspace) throw notFound();
  return workspace;
}
