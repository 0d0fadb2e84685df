// Deletes a board with all its pins, whatever their status, and their images. Pins already
// published stay on Pinterest: Pinloom only forgets them. The remaining boards are renumbered.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { boards } from '../../db/schema';
import { type Actor, recordActivity } from '../activity';
import { deleteBoardPins, type PinImageStore, removePinImages } from '../pins';
import { type BoardWorkspace, listBoardIdsInOrder, saveBoardOrder } from './board-order';
import { findBoard } from './find-board';

export async function deleteBoard(
  options: PinImageStore & {
    db: Database;
    workspace: BoardWorkspace;
    boardId: string;
    /** Who deletes it, and when, for the activity log. */
    actor: Actor;
    now: Date;
  },
): Promise<void> {
  const { workspace, boardId } = options;
  const workspaceId = workspace.id;
  const imageKeys = await options.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspace.id);
    const board = await findBoard({ db: tx, workspaceId, boardId });
    // Locking the board row holds off a pin being added to it (the foreign key check waits),
    // so no pin, and no image, escapes the list below.
    await tx.select({ id: boards.id }).from(boards).where(eq(boards.id, boardId)).for('update');
    // By board only: the cascade would take any pin of this board anyway, and its image with it.
    const deletedPins = await deleteBoardPins(tx, boardId);
    await tx.delete(boards).where(and(eq(boards.id, boardId), eq(boards.workspaceId, workspaceId)));
    await saveBoardOrder(tx, workspaceId, await listBoardIdsInOrder(tx, workspaceId));
    await recordActivity(tx, {
      workspaceId,
      action: 'board.deleted',
      actor: options.actor,
      subject: board.name,
      now: options.now,
    });
    return deletedPins.flatMap((pin) => [pin.imageKey, pin.artworkKey]);
  });
  await removePinImages({ media: options.media, imageKeys, log: options.log });
}
