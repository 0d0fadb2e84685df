// The workspace's board order. Every change to it (create, move, reorder, delete) runs in a
// transaction that first takes lockWorkspace (db/lock-workspace.ts, the lock
// the schedule takes too), so changes to one workspace happen one at a time and each board's
// sort_order stays equal to its index (docs/product.md §4 "Board order").
import { asc, eq, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { boards, type WorkspaceRow } from '../../db/schema';

/** The workspace whose boards change, and the owner who pays for it: the one whose lock is taken. */
export type BoardWorkspace = Pick<WorkspaceRow, 'id' | 'ownerId'>;

/** The workspace's board ids in their current order; created_at and id break ties left by old data. */
export async function listBoardIdsInOrder(tx: Database, workspaceId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: boards.id })
    .from(boards)
    .where(eq(boards.workspaceId, workspaceId))
    .orderBy(asc(boards.sortOrder), asc(boards.createdAt), asc(boards.id));
  return rows.map((row) => row.id);
}

/** The sort_order of a board added at the end of the workspace's order. */
export async function nextSortOrder(tx: Database, workspaceId: string): Promise<number> {
  const [last] = await tx
    .select({ sortOrder: max(boards.sortOrder) })
    .from(boards)
    .where(eq(boards.workspaceId, workspaceId));
  return last?.sortOrder == null ? 0 : last.sortOrder + 1;
}

/**
 * Gives each board its index in `orderedIds` in one statement. Reordering is not an edit of
 * the board, so updated_at is left alone.
 */
export async function saveBoardOrder(tx: Database, workspaceId: string, orderedIds: string[]): Promise<void> {
  if (orderedIds.length === 0) return;
  const ids = sql.join(
    orderedIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${boards} set sort_order = wanted.position - 1
    from unnest(array[${ids}]::uuid[]) with ordinality as wanted(id, position)
    where ${boards.id} = wanted.id and ${boards.workspaceId} = ${workspaceId}
      and ${boards.sortOrder} <> wanted.position - 1`);
}

/** Moves one board to `index` (clamped to the end) and renumbers all of them. */
export async function moveBoard(
  tx: Database,
  workspaceId: string,
  boardId: string,
  index: number,
): Promise<void> {
  const ids = (await listBoardIdsInOrder(tx, workspaceId)).filter((id) => id !== boardId);
  ids.splice(Math.min(index, ids.length), 0, boardId);
  await saveBoardOrder(tx, workspaceId, ids);
}
