// The pin preview on a board card: the board's newest pins, whatever their status.
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type BoardRow, type PinRow, pins } from '../../db/schema';
import { findBoard } from './find-board';

export async function listBoardPins(options: {
  db: Database;
  workspaceId: string;
  boardId: string;
  limit: number;
}): Promise<{ board: BoardRow; pins: PinRow[] }> {
  const board = await findBoard(options);
  const rows = await options.db
    .select()
    .from(pins)
    .where(eq(pins.boardId, board.id))
    .orderBy(desc(pins.createdAt), desc(pins.id))
    .limit(options.limit);
  return { board, pins: rows };
}
