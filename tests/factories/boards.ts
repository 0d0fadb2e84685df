// Boards and pins written straight into the database, so a test can set up any state (many
// boards past a plan limit, pins in every status, exact creation times) in one call. Pins have
// no creating route of their own; generation makes them.
import { randomUUID } from 'node:crypto';
import { eq, max } from 'drizzle-orm';
import type { Database } from '../../src/server/db/connection';
import { type BoardRow, boards, type PinRow, pins } from '../../src/server/db/schema';
import type { MediaStorage } from '../../src/server/integrations/storage/media-storage';
import { defaultStyleConfig } from '../../src/shared/api/boards';

let sequence = 0;

/** The 8-byte PNG signature: enough for the media route, which never decodes images. */
export const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A board at the end of the workspace's order, ignoring plan limits. */
export async function createBoard(
  db: Database,
  workspaceId: string,
  overrides: Partial<typeof boards.$inferInsert> = {},
): Promise<BoardRow> {
  sequence += 1;
  const [last] = await db
    .select({ sortOrder: max(boards.sortOrder) })
    .from(boards)
    .where(eq(boards.workspaceId, workspaceId));
  const [board] = await db
    .insert(boards)
    .values({
      workspaceId,
      name: `Board ${sequence}`,
      styleConfig: JSON.stringify(defaultStyleConfig()),
      sortOrder: last?.sortOrder == null ? 0 : last.sortOrder + 1,
      ...overrides,
    })
    .returning();
  if (!board) throw new Error('board insert returned no row');
  return board;
}

/**
 * A pin on `board`, in the board's workspace. With `media`, a real image file is stored too
 * (imageKey pins/<uuid>.png), so tests can check it is served and removed.
 */
export async function createPin(
  db: Database,
  board: BoardRow,
  options: { media?: MediaStorage } & Partial<typeof pins.$inferInsert> = {},
): Promise<PinRow> {
  const { media, ...overrides } = options;
  sequence += 1;
  const id = overrides.id ?? randomUUID();
  const imageKey = media ? `pins/${id}.png` : null;
  if (media && imageKey) await media.put(imageKey, PNG_BYTES);
  const [pin] = await db
    .insert(pins)
    .values({
      id,
      workspaceId: board.workspaceId,
      boardId: board.id,
      title: `Pin ${sequence}`,
      description: `Description of pin ${sequence}`,
      imageKey,
      ...overrides,
    })
    .returning();
  if (!pin) throw new Error('pin insert returned no row');
  return pin;
}
