// What a workspace has used of its plan and what is left (GET /api/user/usage): its own plan
// (ADR 0034), its generations counted in its own time zone (ADR 0036).
import { count, eq } from 'drizzle-orm';
import type { Usage } from '../../../shared/api/settings';
import type { Database } from '../../db/connection';
import { boards } from '../../db/schema';
import { countGenerations } from './count-generations';
import { planInForce } from './plan-in-force';
import { workspaceWithOwner } from './workspace-owner';

export async function getUsage(options: { db: Database; workspaceId: string; now: Date }): Promise<Usage> {
  const { db, workspaceId, now } = options;
  const { workspace } = await workspaceWithOwner(db, workspaceId);
  const plan = planInForce(workspace, now);
  const counts = await countGenerations({ db, workspaceId, timeZone: workspace.timeZone, now });
  const [boardRow] = await db.select({ n: count() }).from(boards).where(eq(boards.workspaceId, workspaceId));
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
    time_zone: workspace.timeZone,
  };
}
