// How many pins a board makes from new feed articles a day (1–10).
import type { Database } from '../../db/connection';
import { findBoard, setFeedPinsPerDay } from '../boards';

export async function updateFeedSettings(options: {
  db: Database;
  workspaceId: string;
  boardId: string;
  feedPinsPerDay: number;
}): Promise<{ feed_pins_per_day: number }> {
  const board = await findBoard(options);
  const stored = await setFeedPinsPerDay(options.db, {
    workspaceId: options.workspaceId,
    boardId: board.id,
    feedPinsPerDay: options.feedPinsPerDay,
  });
  return { feed_pins_per_day: stored ?? options.feedPinsPerDay };
}
