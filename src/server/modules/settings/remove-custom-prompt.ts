// DELETE /api/prompts/{kind}: the workspace (or the board) goes back to Pinloom's prompt (or the
// workspace's). Its versions stay for the pins they wrote; the newest is marked removed. Allowed on
// any plan, so a downgraded workspace can still clear what it saved.
import { eq } from 'drizzle-orm';
import type { PromptKind } from '../../../shared/api/settings';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { customPrompts } from '../../db/schema';
import { findBoard } from '../boards';
import { findNewestVersion } from './find-custom-prompts';

export async function removeCustomPrompt(options: {
  db: Database;
  workspaceId: string;
  kind: PromptKind;
  boardId: string | null;
  now: Date;
}): Promise<void> {
  const { db, workspaceId, kind, boardId } = options;
  await db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    if (boardId !== null) await findBoard({ db: tx, workspaceId, boardId });
    const newest = await findNewestVersion({ db: tx, workspaceId, boardId, kind });
    if (!newest || newest.retiredAt !== null) return;
    await tx.update(customPrompts).set({ retiredAt: options.now }).where(eq(customPrompts.id, newest.id));
  });
}
