// The boards page: all of the workspace's boards in their saved order.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type BoardRow, boards } from '../../db/schema';

export async function listBoards(options: { db: Database; workspaceId: string }): Promise<BoardRow[]> {
  return options.db
    .select()
    .from(boards)
    .where(eq(boards.workspaceId, options.workspaceId))
    .orderBy(asc(boards.sortOrder), asc(boards.createdAt), asc(boards.id));
}
