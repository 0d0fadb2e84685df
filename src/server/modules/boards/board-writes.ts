// The boards table's writers for other modules (modules/README.md, "Every table has an owner"):
// feeds and the Pinterest link change a board through these, passing their transaction when the
// change must stand or fall with their own writes. The board order's writes are in board-order.ts.
import { and, eq, like } from 'drizzle-orm';
import { parseStyleConfig, type StyleConfig } from '../../../shared/api/boards';
import type { Database } from '../../db/connection';
import { type BoardRow, boards } from '../../db/schema';

/** A Database or a transaction on one. */
type Writer = Pick<Database, 'insert' | 'update'>;
export type NewBoard = typeof boards.$inferInsert;

/** Boards made in one statement (a first sync of a large account stays quick). */
export async function createBoards(db: Writer, rows: NewBoard[]): Promise<void> {
  if (rows.length > 0) await db.insert(boards).values(rows);
}

/** Pinterest's name and description for a linked board, and the account it was found in. */
export async function setBoardFromPinterest(
  db: Writer,
  boardId: string,
  fields: { name: string; description: string; connectionId: string },
): Promise<void> {
  await db.update(boards).set(fields).where(eq(boards.id, boardId));
}

/** Changes one of the workspace's boards; undefined if the workspace has no such board. */
async function updateWorkspaceBoard(
  db: Writer,
  owned: { workspaceId: string; boardId: string },
  fields: Partial<NewBoard>,
): Promise<BoardRow | undefined> {
  const [updated] = await db
    .update(boards)
    .set(fields)
    .where(and(eq(boards.id, owned.boardId), eq(boards.workspaceId, owned.workspaceId)))
    .returning();
  return updated;
}

/** The Pinterest board this board's pins publish to; undefined if the workspace has no such board. */
export function linkPinterestBoard(
  db: Writer,
  options: { workspaceId: string; boardId: string; pinterestBoardId: string; connectionId: string },
): Promise<BoardRow | undefined> {
  return updateWorkspaceBoard(db, options, {
    pinterestBoardId: options.pinterestBoardId,
    connectionId: options.connectionId,
  });
}

/** How many pins the board makes from new feed articles a day; answers the stored value. */
export async function setFeedPinsPerDay(
  db: Writer,
  options: { workspaceId: string; boardId: string; feedPinsPerDay: number },
): Promise<number | undefined> {
  return (await updateWorkspaceBoard(db, options, { feedPinsPerDay: options.feedPinsPerDay }))
    ?.feedPinsPerDay;
}

/**
 * Takes a deleted custom template out of every rotation in the workspace (ADR 0038): a board left
 * with none falls back to its style's own.
 */
export async function dropTemplateFromBoards(
  db: Pick<Database, 'select' | 'update'>,
  workspaceId: string,
  templateId: string,
): Promise<void> {
  const rows = await db
    .select({ id: boards.id, styleConfig: boards.styleConfig })
    .from(boards)
    .where(and(eq(boards.workspaceId, workspaceId), like(boards.styleConfig, `%${templateId}%`)));
  for (const row of rows) {
    const config = parseStyleConfig(row.styleConfig);
    if (!config.templates?.includes(templateId)) continue;
    const { templates, ...rest } = config;
    const kept = templates.filter((id) => id !== templateId);
    const next: StyleConfig = kept.length > 0 ? { ...rest, templates: kept } : rest;
    await db
      .update(boards)
      .set({ styleConfig: JSON.stringify(next) })
      .where(eq(boards.id, row.id));
  }
}
