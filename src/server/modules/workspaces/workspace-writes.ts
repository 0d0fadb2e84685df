// The workspaces and workspace_members tables' only writers (ADR 0032): other modules make and
// remove workspaces through these, passing their transaction.
import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection';
import { type WorkspaceRow, workspaceMembers, workspaces } from '../../db/schema';

/** A Database or a transaction on one. */
type Writer = Pick<Database, 'insert' | 'delete'>;

/** "Ada's workspace": what sign-up (and the migration that gave everyone one) names it. */
function personalWorkspaceName(firstName: string): string {
  return `${firstName}'s workspace`;
}

/**
 * The workspace a new account starts with, owned by it. Call it in the transaction that creates the
 * user: no account is ever without a workspace.
 */
export async function createPersonalWorkspace(
  db: Writer,
  user: { id: string; firstName: string; createdAt: Date },
): Promise<WorkspaceRow> {
  const [workspace] = await db
    .insert(workspaces)
    .values({
      name: personalWorkspaceName(user.firstName),
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
    })
    .returning();
  if (!workspace) throw new Error('workspace insert returned no row');
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: workspace.id, userId: user.id, role: 'owner', createdAt: user.createdAt });
  return workspace;
}

/**
 * Deletes the workspaces `userId` owns with no other owner, and with them everything they hold:
 * what goes when the account is purged. A workspace someone else also owns stays.
 */
export async function deleteWorkspacesOwnedOnlyBy(db: Writer & Pick<Database, 'select'>, userId: string) {
  const otherOwner = alias(workspaceMembers, 'other_owner');
  const ownedOnlyByThem = db
    .select({ id: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.userId, userId),
        eq(workspaceMembers.role, 'owner'),
        notExists(
          db
            .select({ id: otherOwner.userId })
            .from(otherOwner)
            .where(
              and(
                eq(otherOwner.workspaceId, workspaceMembers.workspaceId),
                eq(otherOwner.role, 'owner'),
                ne(otherOwner.userId, userId),
              ),
            ),
        ),
      ),
    );
  await db.delete(workspaces).where(inArray(workspaces.id, ownedOnlyByThem));
}
