// Edits a board's fields and/or moves it: sort_order is taken as the board's new index, and
// every board of the workspace is renumbered so sort_order stays equal to the index. New brand
// colors need a plan that sells them (brand-colors-rule.ts).
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { updateBoardBody } from '../../../shared/api/boards';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { type BoardRow, boards } from '../../db/schema';
import { planInForce, workspaceWithOwner } from '../allowance';
import { assertBrandKitChoice } from './board-brand-kit-rule';
import { type BoardWorkspace, moveBoard } from './board-order';
import { assertTemplatesInWorkspace } from './board-templates-rule';
import { assertBrandColorsAllowed, boardColors } from './brand-colors-rule';
import { findBoard } from './find-board';

const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update';

export async function updateBoard(options: {
  db: Database;
  workspace: BoardWorkspace;
  boardId: string;
  input: z.output<typeof updateBoardBody>;
  /** The app's clock: whose plan's brand colors apply is decided at this moment. */
  now: Date;
}): Promise<BoardRow> {
  const { input, workspace, boardId } = options;
  const workspaceId = workspace.id;
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.style_config !== undefined && { styleConfig: JSON.stringify(input.style_config) }),
    ...(input.pins_per_day !== undefined && { batchSize: input.pins_per_day }),
    ...(input.default_link !== undefined && { defaultLink: input.default_link }),
    ...(input.brand_kit_id !== undefined && { brandKitId: input.brand_kit_id }),
  };
  const hasChanges = Object.keys(changes).length > 0;
  if (!hasChanges && input.sort_order === undefined) {
    throw new AppError('validation_error', NOTHING_TO_UPDATE_MESSAGE);
  }
  return options.db.transaction(async (tx) => {
    if (input.sort_order !== undefined) await lockWorkspace(tx, workspace.id);
    const current = await findBoard({ db: tx, workspaceId, boardId });
    if (input.style_config || input.brand_kit_id !== undefined) {
      const plan = planInForce((await workspaceWithOwner(tx, workspaceId)).workspace, options.now);
      if (input.style_config) {
        assertBrandColorsAllowed(plan, input.style_config.brandColors, boardColors(current.styleConfig));
        await assertTemplatesInWorkspace(tx, workspaceId, input.style_config.templates);
      }
      await assertBrandKitChoice(tx, {
        workspaceId,
        plan,
        kitId: input.brand_kit_id,
        current: current.brandKitId,
      });
    }
    if (hasChanges) {
      await tx
        .update(boards)
        .set(changes)
        .where(and(eq(boards.id, boardId), eq(boards.workspaceId, workspaceId)));
    }
    if (input.sort_order !== undefined) await moveBoard(tx, workspaceId, boardId, input.sort_order);
    return findBoard({ db: tx, workspaceId, boardId });
  });
}
