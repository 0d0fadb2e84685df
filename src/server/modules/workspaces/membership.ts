// Who may do what in a workspace (ADR 0032): membership and role are read on every call, never
// kept in the session, so a removed member's next request is refused at once.
import { and, eq } from 'drizzle-orm';
import { WORKSPACE_ROLES, type WorkspaceRole } from '../../../shared/api/workspaces';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type WorkspaceRow, workspaceMembers, workspaces } from '../../db/schema';

export const WORKSPACE_NOT_FOUND_MESSAGE = 'Workspace not found';

/** Whether `role` may do what `least` may: each role includes those after it in WORKSPACE_ROLES. */
function roleAtLeast(role: WorkspaceRole, least: WorkspaceRole): boolean {
  return WORKSPACE_ROLES.indexOf(role) <= WORKSPACE_ROLES.indexOf(least);
}

export interface Membership {
  workspace: WorkspaceRow;
  role: WorkspaceRole;
}

/**
 * The caller's membership of the workspace, if they hold `least` or more. Someone who is not a
 * member is told the workspace does not exist (404, as for another user's pin); a member below
 * `least` is told which role it needs (403 role_required).
 */
export async function requireRole(
  db: Pick<Database, 'select'>,
  options: { workspaceId: string; userId: string; least: WorkspaceRole },
): Promise<Membership> {
  const [found] = await db
    .select({ workspace: workspaces, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(
      and(eq(workspaceMembers.workspaceId, options.workspaceId), eq(workspaceMembers.userId, options.userId)),
    );
  if (!found) throw new AppError('not_found', WORKSPACE_NOT_FOUND_MESSAGE);
  refuseBelow(found, options.least);
  return found;
}

/** 403 role_required naming the role needed, for a member below `least`. */
export function refuseBelow(membership: Membership, least: WorkspaceRole): void {
  if (roleAtLeast(membership.role, least)) return;
  throw new AppError(
    'role_required',
    `This needs the ${least} role or higher in ${membership.workspace.name}; you are ${withArticle(membership.role)}. Ask an owner or admin.`,
  );
}

function withArticle(role: WorkspaceRole): string {
  return /^[aeiou]/.test(role) ? `an ${role}` : `a ${role}`;
}
