// The plan a workspace's limits follow (ADR 0032). Until plans move onto workspaces, it is the plan
// in force of the workspace's first owner, who pays for it.
import { and, asc, eq } from 'drizzle-orm';
import type { Plan } from '../../../shared/plans';
import type { Database } from '../../db/connection';
import { users, workspaceMembers } from '../../db/schema';
import { planInForce } from '../allowance';

export async function workspacePlan(
  db: Pick<Database, 'select'>,
  workspaceId: string,
  now: Date,
): Promise<Plan> {
  const [owner] = await db
    .select({ user: users })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
    .orderBy(asc(workspaceMembers.createdAt), asc(users.id))
    .limit(1);
  if (!owner) throw new Error(`workspace ${workspaceId} has no owner`);
  return planInForce(owner.user, now);
}
