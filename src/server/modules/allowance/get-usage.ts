// What the user has used of their plan and what is left (GET /api/user/usage).
import { count, eq } from 'drizzle-orm';
import type { Usage } from '../../../shared/api/settings';
import type { Database } from '../../db/connection';
import { boards, type UserRow } from '../../db/schema';
import { countGenerations } from './count-generations';
import { planInForce } from './plan-in-force';

export async function getUsage(options: { db: Database; user: UserRow; now: Date }): Promise<Usage> {
  const { db, user } = options;
  const now = options.now;
  const plan = planInForce(user, now);
  const counts = await countGenerations({ db, userId: user.id, timeZone: user.timeZone, now });
  const [boardRow] = await db.select({ n: count() }).from(boards).where(eq(boards.userId, user.id));
  const allowance = (used: number, limit: number, end: Date) => ({
    used,
    limit,
    remaining: Math.max(0, limit - used),
    resets_at: end.toISOString(),
  });
  return {
    plan: plan.name,
    month: allowance(counts.month.used, plan.pinsPerMonth, counts.month.end),
    day: allowance(counts.day.used, plan.pinsPerDay, counts.day.end),
    boards: { used: boardRow?.n ?? 0, limit: plan.boards },
    time_zone: user.timeZone,
  };
}
