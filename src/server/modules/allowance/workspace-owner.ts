// A workspace with its paying owner: the workspace holds its plan (ADR 0034); the owner's time zone
// counts its days and their lock serializes its limit checks, until the posting settings move onto
// the workspace too (ADR 0032). The workspaces module builds on this module, so the join is made
// here rather than through its index.
import { asc, eq } from 'drizzle-orm';
import { getPlan, PLAN_NAMES, type Plan } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { type UserRow, users, type WorkspaceRow, workspaces } from '../../db/schema';
import { planInForce } from './plan-in-force';

export async function workspaceWithOwner(
  db: Pick<Database, 'select'>,
  workspaceId: string,
): Promise<{ workspace: WorkspaceRow; owner: UserRow }> {
  const [row] = await db
    .select({ workspace: workspaces, owner: users })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId));
  if (!row) throw new Error(`workspace ${workspaceId} not found`);
  return row;
}

/** The workspaces a person pays for, oldest first: the first is the personal one sign-up made. */
async function ownedWorkspaces(db: Pick<Database, 'select'>, userId: string): Promise<WorkspaceRow[]> {
  return db
    .select()
    .from(workspaces)
    .where(eq(workspaces.ownerId, userId))
    .orderBy(asc(workspaces.createdAt), asc(workspaces.id));
}

/** The best plan in force among the workspaces a person pays for (Free for none): the customer's tier. */
export async function bestOwnedPlan(db: Pick<Database, 'select'>, userId: string, now: Date): Promise<Plan> {
  const plans = (await ownedWorkspaces(db, userId)).map((workspace) => planInForce(workspace, now));
  return plans.reduce(
    (best, plan) => (PLAN_NAMES.indexOf(plan.name) > PLAN_NAMES.indexOf(best.name) ? plan : best),
    getPlan('free'),
  );
}
