// A generation takes a slot of the workspace's monthly and daily allowance (its own plan, ADR 0034)
// before any provider is called, under the workspace's lock (its row, ADR 0036), so parallel
// requests can never exceed the plan. Its days and months are counted in the workspace's time zone.
// A failed generation gives its slot back; a successful one ties it to the pin.
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { pinGenerations } from '../../db/schema';
import { countGenerations } from './count-generations';
import { planInForce } from './plan-in-force';

export interface Reservation {
  id: string;
  confirm(pinId: string, db?: Database): Promise<void>;
  release(): Promise<void>;
}

export async function reserveGeneration(options: {
  db: Database;
  workspaceId: string;
  now: Date;
}): Promise<Reservation> {
  const { db, workspaceId } = options;
  const now = options.now;
  const id = await db.transaction(async (tx) => {
    // The workspace's row is the lock (ADR 0036): a plan change by the webhook waits for this
    // count, or this count sees the new plan.
    const workspace = await lockWorkspace(
      tx,
      workspaceId,
      () => new AppError('not_found', 'Workspace not found'),
    );
    const plan = planInForce(workspace, now);
    const { timeZone } = workspace;
    const counts = await countGenerations({ db: tx, workspaceId, timeZone, now });
    if (counts.month.used >= plan.pinsPerMonth) {
      throw new AppError(
        'quota_exceeded',
        monthlyLimitMessage(plan.title, plan.pinsPerMonth, counts.month.end, timeZone),
      );
    }
    if (counts.day.used >= plan.pinsPerDay) {
      throw new AppError('quota_exceeded', dailyLimitMessage(plan.title, plan.pinsPerDay, timeZone));
    }
    const [row] = await tx
      .insert(pinGenerations)
      .values({ workspaceId, createdAt: now })
      .returning({ id: pinGenerations.id });
    if (!row) throw new Error('reservation insert returned no row');
    return row.id;
  });
  return {
    id,
    async confirm(pinId, inTransaction = db) {
      await inTransaction.update(pinGenerations).set({ pinId }).where(eq(pinGenerations.id, id));
    },
    async release() {
      await db.delete(pinGenerations).where(eq(pinGenerations.id, id));
    },
  };
}

function pins(n: number): string {
  return n === 1 ? '1 pin' : `${n} pins`;
}

function monthlyLimitMessage(planTitle: string, limit: number, resetsAt: Date, timeZone: string): string {
  const date = resetsAt.toLocaleDateString('en-US', {
    timeZone,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return `Your ${planTitle} plan includes ${pins(limit)} a month and you have used them all. Your allowance resets on ${date}.`;
}

function dailyLimitMessage(planTitle: string, limit: number, timeZone: string): string {
  return `Your ${planTitle} plan includes ${pins(limit)} a day and you have used today's. You can generate more after midnight (${timeZone}).`;
}
