// One of the workspace's pins. Another workspace's pin and a malformed id get the same 404.
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { boards, pins } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import type { PinWithBoard } from './list-pins';

export const PIN_NOT_FOUND_MESSAGE = 'Pin not found';

export async function getPin(options: {
  db: Database;
  workspaceId: string;
  pinId: string;
}): Promise<PinWithBoard> {
  if (!isUuid(options.pinId)) throw new AppError('not_found', PIN_NOT_FOUND_MESSAGE);
  const [found] = await options.db
    .select({ pin: pins, boardName: boards.name })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(eq(pins.id, options.pinId), eq(pins.workspaceId, options.workspaceId)));
  if (!found) throw new AppError('not_found', PIN_NOT_FOUND_MESSAGE);
  return found;
}
