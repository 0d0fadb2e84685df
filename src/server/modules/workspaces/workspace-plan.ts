// The plan a workspace's limits follow (ADR 0034): the plan it holds, in force now.
import type { Plan } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { planInForce, workspaceWithOwner } from '../allowance';

export async function workspacePlan(
  db: Pick<Database, 'select'>,
  workspaceId: string,
  now: Date,
): Promise<Plan> {
  return planInForce((await workspaceWithOwner(db, workspaceId)).workspace, now);
}
