// Adds a board at the end of the user's order, within the board limit of the plan whose limits
// apply now (SPEC.md §9, ADR 0020). Boards beyond it after a downgrade stay; only new ones wait.
import { count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { type createBoardBody, parseStyleConfig } from '../../../shared/api/boards';
import type { Plan } from '../../../shared/plans';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockUser } from '../../db/lock-user';
import { type BoardRow, boards } from '../../db/schema';
import { limitsPlan } from '../allowance';

function boardLimitMessage(plan: Plan, limit: number, held: number): string {
  const noun = limit === 1 ? 'board' : 'boards';
  const kept =
    held > limit ? ` You have ${held}: they stay, but no new ones until you are within the limit.` : '';
  return `Your ${plan.title} plan allows ${limit} ${noun}.${kept} Upgrade your plan to add more boards.`;
}

export async function createBoard(options: {
  db: Database;
  userId: string;
  input: z.output<typeof createBoardBody>;
  /** The app's clock: whose plan's limits apply is decided at this moment. */
  now: Date;
}): Promise<BoardRow> {
  const { input, userId } = options;
  // The lock makes count-then-insert safe: two creates at the limit cannot both see room.
  return options.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const plan = limitsPlan(user, options.now);
    if (plan.boards !== null) {
      const [row] = await tx.select({ boards: count() }).from(boards).where(eq(boards.userId, userId));
      const held = row?.boards ?? 0;
      if (held >= plan.boards) throw new AppError('plan_limit', boardLimitMessage(plan, plan.boards, held));
    }
    const [last] = await tx
      .select({ sortOrder: max(boards.sortOrder) })
      .from(boards)
      .where(eq(boards.userId, userId));
    const sortOrder = last?.sortOrder == null ? 0 : last.sortOrder + 1;
    const [board] = await tx
      .insert(boards)
      .values({
        userId,
        name: input.name,
        description: input.description ?? '',
        // Without a style of its own, a board starts from the user's default (Settings).
        styleConfig: JSON.stringify(input.style_config ?? parseStyleConfig(user.imageStyleDefault)),
        pinsPerDay: input.pins_per_day ?? 1,
        defaultLink: input.default_link ?? null,
        sortOrder,
      })
      .returning();
    if (!board) throw new Error('board insert returned no row');
    return board;
  });
}
