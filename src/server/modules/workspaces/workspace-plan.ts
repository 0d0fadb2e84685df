// The plan a workspace's limits follow (ADR 0032). Until plans move onto workspaces, it is the plan
// in force of the owner who pays for it (workspaces.owner_id), found as the allowance finds it.
import type { Plan } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { planInForce, workspaceOwner } from '../allowance';

export async function workspacePlan(
  db: Pick<Database, 'select'>,
  workspaceId: string,
  now: Date,
): Promise<Plan> {
  return planInForce(await workspaceOwner(db, workspaceId), now);
}
