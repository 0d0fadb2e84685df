// A workspace's members and open invitations (GET /api/workspaces/{id}/members): every member may
// see who else is in it.
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { type MembersResponse, WORKSPACE_ROLES } from '../../../shared/api/workspaces';
import type { Database } from '../../db/connection';
import { users, type WorkspaceInvitationRow, workspaceInvitations, workspaceMembers } from '../../db/schema';
import { requireRole } from './membership';
import { workspacePlan } from './workspace-plan';

export async function listMembers(options: {
  db: Database;
  workspaceId: string;
  userId: string;
  now: Date;
}): Promise<MembersResponse> {
  const { db, workspaceId, now } = options;
  await requireRole(db, { workspaceId, userId: options.userId, least: 'viewer' });
  const members = await db
    .select({ member: workspaceMembers, user: users })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(
      sql`array_position(array[${sql.join(
        WORKSPACE_ROLES.map((role) => sql`${role}`),
        sql`, `,
      )}]::text[], ${workspaceMembers.role})`,
      asc(users.firstName),
      asc(users.id),
    );
  const invitations = await db
    .select({ invitation: workspaceInvitations, inviter: users })
    .from(workspaceInvitations)
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    )
    .orderBy(desc(workspaceInvitations.createdAt), asc(workspaceInvitations.id));
  return {
    members: members.map(({ member, user }) => ({
      user_id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      role: member.role,
      joined_at: member.createdAt.toISOString(),
    })),
    invitations: invitations.map(({ invitation, inviter }) =>
      toInvitationDto(invitation, inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : null, now),
    ),
    member_limit: (await workspacePlan(db, workspaceId, now)).members,
  };
}

export function toInvitationDto(invitation: WorkspaceInvitationRow, invitedBy: string | null, now: Date) {
  const role = invitation.role;
  if (role === 'owner') throw new Error('an invitation never gives ownership');
  return {
    id: invitation.id,
    email: invitation.email,
    role,
    invited_by: invitedBy,
    created_at: invitation.createdAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    expired: invitation.expiresAt.getTime() <= now.getTime(),
  };
}
