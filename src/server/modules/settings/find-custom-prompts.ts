// A workspace's prompts as they stand: per board (or the workspace) and kind, the newest version,
// unless it was removed (back to the default).
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { boards, type CustomPromptRow, customPrompts } from '../../db/schema';

export type CurrentCustomPrompt = CustomPromptRow & { boardName: string | null };

export async function findCurrentCustomPrompts(options: {
  db: Pick<Database, 'selectDistinctOn'>;
  workspaceId: string;
  /** Only the workspace's prompts and this board's. */
  boardId?: string;
}): Promise<CurrentCustomPrompt[]> {
  const newest = await options.db
    .selectDistinctOn([customPrompts.boardId, customPrompts.kind], {
      prompt: customPrompts,
      boardName: boards.name,
    })
    .from(customPrompts)
    .leftJoin(boards, eq(boards.id, customPrompts.boardId))
    .where(eq(customPrompts.workspaceId, options.workspaceId))
    .orderBy(customPrompts.boardId, customPrompts.kind, desc(customPrompts.version));
  return newest
    .filter((row) => row.prompt.retiredAt === null)
    .filter(
      (row) =>
        options.boardId === undefined ||
        row.prompt.boardId === null ||
        row.prompt.boardId === options.boardId,
    )
    .map((row) => ({ ...row.prompt, boardName: row.boardName }))
    .sort((a, b) => (a.boardName ?? '').localeCompare(b.boardName ?? ''));
}

/** The newest version of one prompt, removed or not: the next save's number follows it. */
export async function findNewestVersion(options: {
  db: Pick<Database, 'select'>;
  workspaceId: string;
  boardId: string | null;
  kind: CustomPromptRow['kind'];
}): Promise<CustomPromptRow | undefined> {
  const [row] = await options.db
    .select()
    .from(customPrompts)
    .where(
      and(
        eq(customPrompts.workspaceId, options.workspaceId),
        options.boardId === null ? isNull(customPrompts.boardId) : eq(customPrompts.boardId, options.boardId),
        eq(customPrompts.kind, options.kind),
      ),
    )
    .orderBy(desc(customPrompts.version), asc(customPrompts.createdAt))
    .limit(1);
  return row;
}
