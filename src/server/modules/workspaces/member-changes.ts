// Changing a member's role and removing a member (or leaving) (ADR 0032). Admins manage members
// below owner; only an owner makes, demotes or removes an owner; the last owner stays.
import { and, count, eq } from 'drizzle-orm';
import type { WorkspaceRole } from '../../../shared/api/workspaces';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { users, workspaceMembers } from '../../db/schema';
import { type MemberActor, recordActivity } from '../activity';
import { requireRole } from './membership';
import { deleteMember, setMemberRole, settlePayingOwner } from './workspace-writes';

const MEMBER_NOT_FOUND_MESSAGE = 'Member not found';
const LAST_OWNER_MESSAGE =
  'A workspace needs an owner. Make another member an owner first, or delete the workspace.';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The member's role, and their name as the activity log says it (their address if they gave none). */
async function findMember(
  tx: Tx,
  workspaceId: string,
  userId: string,
): Promise<{ role: WorkspaceRole; name: string }> {
  const [member] = await tx
    .select({
      role: workspaceMembers.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  if (!member) throw new AppError('not_found', MEMBER_NOT_FOUND_MESSAGE);
  return { role: member.role, name: `${member.firstName} ${member.lastName}`.trim() || member.email };
}

async function assertNotLastOwner(tx: Tx, workspaceId: string): Promise<void> {
  const [owners] = await tx
    .select({ n: count() })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
  if ((owners?.n ?? 0) <= 1) throw new AppError('last_owner', LAST_OWNER_MESSAGE);
}

export async function changeMemberRole(options: {
  db: Database;
  workspaceId: string;
  /** Who changes it: their role is checked, and the activity log names them. */
  actor: MemberActor;
  memberId: string;
  role: WorkspaceRole;
  now: Date;
}): Promise<void> {
  const { workspaceId, memberId, role } = options;
  await options.db.transaction(async (tx) => {
    const actor = await requireRole(tx, { workspaceId, userId: options.actor.id, least: 'admin' });
    await lockWorkspace(tx, workspaceId);
    const member = await findMember(tx, workspaceId, memberId);
    const current = member.role;
    if (current === role) return;
    if ((current === 'owner' || role === 'owner') && actor.role !== 'owner') {
      throw new AppError(
        'role_required',
        'Only an owner can make someone an owner or change an owner’s role.',
      );
    }
    if (current === 'owner') await assertNotLastOwner(tx, workspaceId);
    await setMemberRole(tx, { workspaceId, userId: memberId, role });
    await settlePayingOwner(tx, workspaceId);
    await recordActivity(tx, {
      workspaceId,
      action: 'member.role_changed',
      actor: options.actor,
      subject: `${member.name} to ${role}`,
      now: options.now,
    });
  });
}

/** Removes a member; anyone may remove themselves (leave), which ends their access at once. */
export async function removeMember(options: {
  db: Database;
  workspaceId: string;
  /** Who removes them (or leaves): their role is checked, and the activity log names them. */
  actor: MemberActor;
  memberId: string;
  now: Date;
}): Promise<void> {
  const { workspaceId, memberId } = options;
  const actorId = options.actor.id;
  await options.db.transaction(async (tx) => {
    const leaving = memberId === actorId;
    const actor = await requireRole(tx, {
      workspaceId,
      userId: actorId,
      least: leaving ? 'viewer' : 'admin',
    });
    await lockWorkspace(tx, workspaceId);
    const member = await findMember(tx, workspaceId, memberId);
    if (member.role === 'owner') {
      if (!leaving && actor.role !== 'owner') {
        throw new AppError('role_required', 'Only an owner can remove an owner.');
      }
      await assertNotLastOwner(tx, workspaceId);
    }
    await deleteMember(tx, { workspaceId, userId: memberId });
    await settlePayingOwner(tx, workspaceId);
    await recordActivity(tx, {
      workspaceId,
      action: 'member.removed',
      actor: options.actor,
      subject: leaving ? `${member.name} (left)` : member.name,
      now: options.now,
    });
  });
}
