// Adds a board at the end of the user's order, within the plan's board limit (SPEC.md §9).
import { count, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import { type createBoardBody, parseStyleConfig } from '../../../shared/api/boards';
import { getPlan, type Plan } from '../../../shared/plans';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockUser } from '../../db/lock-user';
import { type BoardRow, boards } from '../../db/schema';

function boardLimitMessage(plan: Plan, limit: number): string {
  const noun = limit === 1 ? 'board' : 'boards';
  return `Your ${plan.title} plan allows ${limit} ${noun}. Upgrade your plan to add more boards.`;
}

export async function createBoard(options: {
  db: Database;
  userId: string;
  input: z.output<typeof createBoardBody>;
}): Promise<BoardRow> {
  const { input, userId } = options;
  // The lock makes count-then-insert safe: two creates at the limit cannot both see room.
  return options.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    const plan = getPlan(user.subscriptionPlan);
    if (plan.boards !== null) {
      const [row] = await tx.select({ boards: count() }).from(boards).where(eq(boards.userId, userId));
      if ((row?.boards ?? 0) >= plan.boards)
        throw new AppError('plan_limit', boardLimitMessage(plan, plan.boards));
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
        sortOrder,
      })
      .returning();
    if (!board) throw new Error('board insert returned no row');
    return board;
  });
}
