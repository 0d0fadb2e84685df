// The plan a workspace's limits follow (ADR 0032). Until plans move onto workspaces, it is the plan
// in force of the owner who pays for it (workspaces.owner_id).
import { eq } from 'drizzle-orm';
import type { Plan } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { users, workspaces } from '../../db/schema';
import { planInForce } from '../allowance';

export async function workspacePlan(
  db: Pick<Database, 'select'>,
  workspaceId: string,
  now: Date,
): Promise<Plan> {
  const [owner] = await db
    .select({ user: users })
    .from(workspaces)
    .innerJoin(users, eq(users.id, workspaces.ownerId))
    .where(eq(workspaces.id, workspaceId));
  if (!owner) throw new Error(`workspace ${workspaceId} not found`);
  return planInForce(owner.user, now);
}
