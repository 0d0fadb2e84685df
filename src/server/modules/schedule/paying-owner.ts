// The person whose posting settings (time zone, window, link spacing) a workspace's schedule
// follows: the owner who pays for it, until those settings move onto workspaces (ADR 0032).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type UserRow, users } from '../../db/schema';
import type { ScheduledWorkspace } from './approve-pin';

/**
 * The workspace's paying owner, read without a lock (for answers that change nothing). The
 * signed-in person is used as they are when they are that owner, the usual case: one read fewer.
 */
export async function findPayingOwner(
  db: Database,
  workspace: ScheduledWorkspace,
  signedIn: UserRow,
): Promise<UserRow> {
  if (signedIn.id === workspace.ownerId) return signedIn;
  const [owner] = await db.select().from(users).where(eq(users.id, workspace.ownerId));
  if (!owner) throw new Error(`workspace ${workspace.id} has no owner row ${workspace.ownerId}`);
  return owner;
}
