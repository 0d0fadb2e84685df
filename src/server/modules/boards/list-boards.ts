// The boards page: all of the user's boards in their saved order.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type BoardRow, boards } from '../../db/schema';

export async function listBoards(options: { db: Database; userId: string }): Promise<BoardRow[]> {
  return options.db
    .select()
    .from(boards)
    .where(eq(boards.userId, options.userId))
    .orderBy(asc(boards.sortOrder), asc(boards.createdAt), asc(boards.id));
}
