// Saves the whole board order from the boards page's drag and drop, in one transaction.

import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import type { BoardRow } from '../../db/schema';
import { type BoardWorkspace, listBoardIdsInOrder, saveBoardOrder } from './board-order';
import { listBoards } from './list-boards';

const BOARD_ORDER_MISMATCH_MESSAGE = 'board_ids must list each of your boards exactly once';

export async function reorderBoards(options: {
  db: Database;
  workspace: BoardWorkspace;
  boardIds: string[];
}): Promise<BoardRow[]> {
  const { workspace, boardIds } = options;
  const workspaceId = workspace.id;
  return options.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    // Checked under the lock, so a board created or deleted meanwhile cannot slip through.
    const current = new Set(await listBoardIdsInOrder(tx, workspaceId));
    const wanted = new Set(boardIds.map((id) => id.toLowerCase()));
    const sameSet =
      wanted.size === boardIds.length &&
      wanted.size === current.size &&
      [...wanted].every((id) => current.has(id));
    if (!sameSet) throw new AppError('validation_error', BOARD_ORDER_MISMATCH_MESSAGE);
    await saveBoardOrder(tx, workspaceId, [...wanted]);
    return listBoards({ db: tx, workspaceId });
  });
}
