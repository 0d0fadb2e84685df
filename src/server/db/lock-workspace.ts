// The one per-workspace lock (ADR 0036, in place of ADR 0017's per-user one). Every change that
// must see a workspace's data stand still while it counts and writes (the board order, the
// schedule's 5 pins a day and 30-minute gaps, the plan's monthly and daily generations, the posting
// settings the schedule depends on, its members, its plan and its Pinterest accounts) runs in a
// transaction that locks the workspace's row first, so for one workspace those changes happen one
// at a time (other workspaces are not held up).
import { eq } from 'drizzle-orm';
import type { Database } from './connection';
import { type WorkspaceRow, workspaces } from './schema';

/**
 * Locks the workspace's row until the transaction ends and answers it as it now stands, or
 * undefined when there is none.
 *
 * `FOR NO KEY UPDATE`, not `FOR UPDATE`: lockers still queue one behind the other, but an insert
 * into a table with a foreign key to workspaces (pins, generations, activity) takes `FOR KEY
 * SHARE`, which this does not conflict with; no locker changes the workspace's id.
 */
export async function lockWorkspaceIfAny(
  tx: Pick<Database, 'select'>,
  workspaceId: string,
): Promise<WorkspaceRow | undefined> {
  const [workspace] = await tx
    .select()
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('no key update');
  return workspace;
}

/**
 * As lockWorkspaceIfAny, for a workspace the guard has admitted: one deleted since throws
 * `missing()`, a plain Error (a 500) unless the caller says otherwise.
 */
export async function lockWorkspace(
  tx: Pick<Database, 'select'>,
  workspaceId: string,
  missing: () => Error = () => new Error(`workspace ${workspaceId} vanished during a guarded request`),
): Promise<WorkspaceRow> {
  const workspace = await lockWorkspaceIfAny(tx, workspaceId);
  if (!workspace) throw missing();
  return workspace;
}
