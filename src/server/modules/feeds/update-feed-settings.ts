// How many pins a board makes from new feed articles a day (1–10).
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { boards } from '../../db/schema';
import { findBoard } from '../boards';

export async function updateFeedSettings(options: {
  db: Database;
  userId: string;
  boardId: string;
  feedPinsPerDay: number;
}): Promise<{ feed_pins_per_day: number }> {
  const board = await findBoard(options);
  const [updated] = await options.db
    .update(boards)
    .set({ feedPinsPerDay: options.feedPinsPerDay })
    .where(and(eq(boards.id, board.id), eq(boards.userId, options.userId)))
    .returning({ feedPinsPerDay: boards.feedPinsPerDay });
  return { feed_pins_per_day: updated?.feedPinsPerDay ?? options.feedPinsPerDay };
}
