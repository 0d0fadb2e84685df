// Adds a board at the end of the workspace's order, within the board limit of the plan whose limits
// apply now (docs/product.md §9, ADR 0020): the workspace's own plan (ADR 0034). Boards beyond it
// after a downgrade stay; only new ones wait. Its own brand colors need a plan that sells them.
import type { z } from 'zod';
import type { createBoardBody } from '../../../shared/api/boards';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { type BoardRow, boards } from '../../db/schema';
import { type Actor, recordActivity } from '../activity';
import { assertRoomForBoard, boardRoom } from '../allowance';
import { assertBrandKitChoice } from './board-brand-kit-rule';
import { type BoardWorkspace, nextSortOrder } from './board-order';
import { assertTemplatesInWorkspace } from './board-templates-rule';
import { assertBrandColorsAllowed, styleForNewBoard } from './brand-colors-rule';

export async function createBoard(options: {
  db: Database;
  workspace: BoardWorkspace;
  input: z.output<typeof createBoardBody>;
  /** Who creates it, for the activity log. */
  actor: Actor;
  /** The app's clock: whose plan's limits apply is decided at this moment. */
  now: Date;
}): Promise<BoardRow> {
  const { input, workspace } = options;
  // The lock makes count-then-insert safe: two creates at the limit cannot both see room.
  return options.db.transaction(async (tx) => {
    const locked = await lockWorkspace(tx, workspace.id);
    const room = await boardRoom({ db: tx, workspaceId: workspace.id, now: options.now });
    assertRoomForBoard(room);
    if (input.style_config) {
      assertBrandColorsAllowed(room.plan, input.style_config.brandColors);
      await assertTemplatesInWorkspace(tx, workspace.id, input.style_config.templates);
    }
    await assertBrandKitChoice(tx, { workspaceId: workspace.id, plan: room.plan, kitId: input.brand_kit_id });
    const sortOrder = await nextSortOrder(tx, workspace.id);
    const [board] = await tx
      .insert(boards)
      .values({
        workspaceId: workspace.id,
        name: input.name,
        description: input.description ?? '',
        // Without a style of its own, a board starts from the workspace's default (Settings).
        styleConfig: JSON.stringify(
          input.style_config ?? styleForNewBoard(locked.imageStyleDefault, room.plan),
        ),
        batchSize: input.pins_per_day ?? 1,
        defaultLink: input.default_link ?? null,
        brandKitId: input.brand_kit_id ?? null,
        sortOrder,
      })
      .returning();
    if (!board) throw new Error('board insert returned no row');
    await recordActivity(tx, {
      workspaceId: workspace.id,
      action: 'board.created',
      actor: options.actor,
      subject: board.name,
      now: options.now,
    });
    return board;
  });
}
