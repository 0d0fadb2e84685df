// The plan's board limit (ADR 0020): how many more boards a workspace may add under its own plan
// in force (ADR 0034). Boards beyond it after a downgrade stay; only new ones wait. The
// caller holds the workspace's lock (lockWorkspace), so the count cannot change before its boards are inserted.
import { count, eq } from 'drizzle-orm';
import type { Plan } from '../../../shared/plans';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { boards } from '../../db/schema';
import { planInForce } from './plan-in-force';
import { workspaceWithOwner } from './workspace-owner';

export interface BoardRoom {
  plan: Plan;
  /** Boards the workspace has now. */
  held: number;
  /** Boards they may still add: Infinity on a plan without a board limit. */
  room: number;
}

export async function boardRoom(options: {
  db: Database;
  workspaceId: string;
  /** The app's clock: whose plan's limits apply is decided at this moment. */
  now: Date;
}): Promise<BoardRoom> {
  const { workspace } = await workspaceWithOwner(options.db, options.workspaceId);
  const plan = planInForce(workspace, options.now);
  const [row] = await options.db
    .select({ boards: count() })
    .from(boards)
    .where(eq(boards.workspaceId, options.workspaceId));
  const held = row?.boards ?? 0;
  const room = plan.boards === null ? Number.POSITIVE_INFINITY : Math.max(0, plan.boards - held);
  return { plan, held, room };
}

/** Refuses one more board when the plan has no room for it. */
export function assertRoomForBoard({ plan, held, room }: BoardRoom): void {
  if (room > 0 || plan.boards === null) return;
  const kept =
    held > plan.boards ? ` You have ${held}: they stay, but no new ones until you are within the limit.` : '';
  throw new AppError('plan_limit', `Your ${planAllows(plan, plan.boards)}.${kept} ${UPGRADE_FOR_BOARDS}`);
}

/** Why `skipped` boards were not added (a sync from Pinterest adds what there is room for). */
export function boardsNotAddedMessage(plan: Plan, skipped: number): string {
  if (skipped === 0 || plan.boards === null) return '';
  return `${boardCount(skipped)} not added: your ${planAllows(plan, plan.boards)}. ${UPGRADE_FOR_BOARDS}`;
}

const UPGRADE_FOR_BOARDS = 'Upgrade your plan to add more boards.';

const boardCount = (n: number) => `${n} board${n === 1 ? '' : 's'}`;

const planAllows = (plan: Plan, limit: number) => `${plan.title} plan allows ${boardCount(limit)}`;
