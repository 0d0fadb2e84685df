// Every saved version of some workspaces' own prompts, removed ones too, oldest first: the data
// export's (ADR 0037).
import { asc, eq, inArray } from 'drizzle-orm';
import type { CustomPromptVersion } from '../../../shared/api/prompts';
import type { Database } from '../../db/connection';
import { boards, customPrompts } from '../../db/schema';
import { toCustomPromptDto } from './custom-prompt-dto';

export async function listPromptVersions(options: {
  db: Pick<Database, 'select'>;
  workspaceIds: string[];
}): Promise<CustomPromptVersion[]> {
  if (options.workspaceIds.length === 0) return [];
  const rows = await options.db
    .select({ prompt: customPrompts, boardName: boards.name })
    .from(customPrompts)
    .leftJoin(boards, eq(boards.id, customPrompts.boardId))
    .where(inArray(customPrompts.workspaceId, options.workspaceIds))
    .orderBy(asc(customPrompts.createdAt), asc(customPrompts.version), asc(customPrompts.id));
  return rows.map(({ prompt, boardName }) => ({
    ...toCustomPromptDto({ ...prompt, boardName }),
    removed_at: prompt.retiredAt?.toISOString() ?? null,
  }));
}
