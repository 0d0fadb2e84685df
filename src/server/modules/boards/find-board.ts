// Loads one of the workspace's boards. Another workspace's board, a deleted one and a malformed id
// all get the same 404, so nobody learns which board ids exist.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type BoardRow, boards } from '../../db/schema';
import { isUuid } from '../../db/uuid';

export const BOARD_NOT_FOUND_MESSAGE = 'Board not found';

export async function findBoard(options: {
  db: Database;
  workspaceId: string;
  boardId: string;
}): Promise<BoardRow> {
  if (!isUuid(options.boardId)) throw new AppError('not_found', BOARD_NOT_FOUND_MESSAGE);
  const [board] = await options.db
    .select()
    .from(boards)
    .where(and(eq(boards.id, options.boardId), eq(boards.workspaceId, options.workspaceId)));
  if (!board) throw new AppError('not_found', BOARD_NOT_FOUND_MESSAGE);
  return board;
}
