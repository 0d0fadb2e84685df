// Whose plan and time zone a workspace's allowance follows: until plans move onto workspaces, its
// paying owner's (workspaces.owner_id, ADR 0032). The workspaces module builds on this module, so the
// join is made here rather than through its index.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type UserRow, users, workspaces } from '../../db/schema';

export async function workspaceOwner(db: Pick<Database, 'select'>, workspaceId: string): Promise<UserRow> {
  const [row] = await db
    .select({ owner: users })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId));
  if (!row) throw new Error(`workspace ${workspaceId} not found`);
  return row.owner;
}
