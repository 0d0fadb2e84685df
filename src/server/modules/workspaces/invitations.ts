// Inviting people into a workspace by email (ADR 0032): an admin sends a link that works once, for
// INVITATION_DAYS, for the address it was sent to; the person accepts it signed in with that
// address (making an account on the way if they have none).
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  INVITATION_DAYS,
  INVITATION_ERRORS,
  type InvitationError,
  type InviteBody,
  type WorkspaceDto,
} from '../../../shared/api/workspaces';
import { AppError, workspaceSuspendedMessage } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockWorkspace } from '../../db/lock-workspace';
import { type UserRow, users, workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { hashToken, newSecretToken, SECRET_TOKEN_PATTERN } from '../../integrations/crypto/token-hash';
import { memberActor, recordActivity } from '../activity';
import { queueMail } from '../mail';
import { personalWorkspace } from './find-workspace';
import { toWorkspaceDto } from './list-workspaces';
import { toInvitationDto } from './members';
import { requireRole } from './membership';
import { workspacePlan } from './workspace-plan';
import {
  addMember,
  insertInvitation,
  markInvitationAccepted,
  revokeInvitation as revokeInvitationRow,
  revokeOpenInvitationTo,
} from './workspace-writes';

const DAY_MS = 86_400_000;

function invitationError(code: InvitationError): AppError {
  return new AppError(code, INVITATION_ERRORS[code]);
}

/** The page an invitation's link opens; the token travels in the query, read by the page only. */
function invitationUrl(publicUrl: string, token: string): string {
  const url = new URL('/invitation', publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

export async function inviteMember(options: {
  db: Database;
  workspaceId: string;
  inviter: UserRow;
  input: InviteBody;
  publicUrl: string;
  now: Date;
}) {
  const { db, workspaceId, inviter, now } = options;
  const email = options.input.email.trim();
  return db.transaction(async (tx) => {
    const { workspace } = await requireRole(tx, { workspaceId, userId: inviter.id, least: 'admin' });
    // A workspace staff suspended (often for abuse) sends no mail to addresses someone typed.
    if (workspace.suspendedAt) {
      throw new AppError('workspace_suspended', workspaceSuspendedMessage(workspace.name));
    }
    await lockWorkspace(tx, workspaceId);
    const [member] = await tx
      .select({ id: users.id })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(
        and(
          eq(workspaceMembers.workspaceId, workspaceId),
          eq(sql`lower(${users.email})`, email.toLowerCase()),
        ),
      );
    if (member) throw new AppError('already_member', `${email} is already a member of ${workspace.name}.`);
    // Inviting again replaces the open invitation (a new link, a new week).
    await revokeOpenInvitationTo(tx, { workspaceId, email, now });
    const plan = await workspacePlan(tx, workspaceId, now);
    if (plan.members !== null && (await seatsTaken(tx, workspaceId, now)) >= plan.members) {
      throw new AppError(
        'plan_limit',
        `Your ${plan.title} plan allows ${plan.members} ${plan.members === 1 ? 'person' : 'people'} in a workspace, pending invitations included. Upgrade your plan to invite more.`,
      );
    }
    const { token, tokenHash } = newSecretToken();
    const invitation = await insertInvitation(tx, {
      workspaceId,
      email,
      role: options.input.role,
      tokenHash,
      invitedBy: inviter.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
    });
    await queueMail(
      tx,
      {
        to: email,
        userId: null,
        kind: 'workspace_invitation',
        data: {
          inviterName: fullName(inviter),
          workspaceName: workspace.name,
          role: options.input.role,
          acceptUrl: invitationUrl(options.publicUrl, token),
          expiresInDays: INVITATION_DAYS,
        },
      },
      now,
    );
    await recordActivity(tx, {
      workspaceId,
      action: 'member.invited',
      actor: memberActor(inviter),
      subject: `${email} as ${options.input.role}`,
      now,
    });
    return toInvitationDto(invitation, fullName(inviter), now);
  });
}

/** The plan went down since the invitation was sent and has no seat left for one more member. */
async function assertRoomForMember(
  db: Pick<Database, 'select'>,
  workspaceId: string,
  now: Date,
): Promise<void> {
  const plan = await workspacePlan(db, workspaceId, now);
  const [members] = await db
    .select({ n: count() })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  if (plan.members !== null && (members?.n ?? 0) >= plan.members) {
    throw new AppError(
      'plan_limit',
      `This workspace's ${plan.title} plan has no room for another member. Ask its owner to upgrade.`,
    );
  }
}

/** Members, and invitations still open and unexpired: each holds a seat of the plan. */
async function seatsTaken(db: Pick<Database, 'select'>, workspaceId: string, now: Date): Promise<number> {
  const [members] = await db
    .select({ n: count() })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  const [pending] = await db
    .select({ n: count() })
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
        gt(workspaceInvitations.expiresAt, now),
      ),
    );
  return (members?.n ?? 0) + (pending?.n ?? 0);
}

export async function revokeInvitation(options: {
  db: Database;
  workspaceId: string;
  user: UserRow;
  invitationId: string;
  now: Date;
}): Promise<void> {
  const { db, workspaceId, now } = options;
  await requireRole(db, { workspaceId, userId: options.user.id, least: 'admin' });
  await db.transaction(async (tx) => {
    const [open] = isUuid(options.invitationId)
      ? await tx
          .select({ email: workspaceInvitations.email, role: workspaceInvitations.role })
          .from(workspaceInvitations)
          .where(
            and(
              eq(workspaceInvitations.id, options.invitationId),
              eq(workspaceInvitations.workspaceId, workspaceId),
            ),
          )
      : [];
    const revoked = await revokeInvitationRow(tx, { workspaceId, invitationId: options.invitationId, now });
    if (!revoked || !open) throw new AppError('not_found', 'Invitation not found');
    await recordActivity(tx, {
      workspaceId,
      action: 'member.invitation_withdrawn',
      actor: memberActor(options.user),
      subject: `${open.email} as ${open.role}`,
      now,
    });
  });
}

/** The invitation a token opens, whatever its state, with its workspace; invitation_invalid when none. */
async function findInvitation(db: Pick<Database, 'select'>, token: string, lock: boolean) {
  if (!SECRET_TOKEN_PATTERN.test(token)) throw invitationError('invitation_invalid');
  const query = db
    .select({ invitation: workspaceInvitations, workspace: workspaces, inviter: users })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .leftJoin(users, eq(users.id, workspaceInvitations.invitedBy))
    .where(eq(workspaceInvitations.tokenHash, hashToken(token)));
  const [found] = lock ? await query.for('update', { of: workspaceInvitations }) : await query;
  if (!found) throw invitationError('invitation_invalid');
  return found;
}

/** Why the invitation cannot be used now, if it cannot. */
function unusable(invitation: typeof workspaceInvitations.$inferSelect, now: Date): InvitationError | null {
  if (invitation.acceptedAt) return 'invitation_used';
  if (invitation.revokedAt) return 'invitation_revoked';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'invitation_expired';
  return null;
}

/** What the invitation page shows before the person signs in. */
export async function previewInvitation(options: { db: Database; token: string; now: Date }) {
  const { invitation, workspace, inviter } = await findInvitation(options.db, options.token, false);
  const problem = unusable(invitation, options.now);
  if (problem) throw invitationError(problem);
  const dto = toInvitationDto(invitation, inviter ? fullName(inviter) : null, options.now);
  return {
    workspace_name: workspace.name,
    invited_by: dto.invited_by,
    email: dto.email,
    role: dto.role,
    expires_at: dto.expires_at,
  };
}

/** Makes the signed-in person a member with the invitation's role; the link is then used up. */
export async function acceptInvitation(options: {
  db: Database;
  token: string;
  user: UserRow;
  now: Date;
}): Promise<WorkspaceDto> {
  const { db, user, now } = options;
  return db.transaction(async (tx) => {
    const { invitation, workspace } = await findInvitation(tx, options.token, true);
    const problem = unusable(invitation, now);
    if (problem) throw invitationError(problem);
    if (invitation.email.toLowerCase() !== user.email.toLowerCase())
      throw invitationError('invitation_other_email');
    await lockWorkspace(tx, workspace.id);
    const [already] = await tx
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, user.id)));
    if (!already) await assertRoomForMember(tx, workspace.id, now);
    // Someone who joined meanwhile keeps the role they have; the link is used up all the same.
    const role = already?.role ?? invitation.role;
    if (!already) {
      await addMember(tx, { workspaceId: workspace.id, userId: user.id, role, now });
      await recordActivity(tx, {
        workspaceId: workspace.id,
        action: 'member.joined',
        actor: memberActor(user),
        subject: role,
        now,
      });
    }
    await markInvitationAccepted(tx, invitation.id, now);
    // Joined, not yet used: the app switches to it, and that request makes it the last used.
    const personal = (await personalWorkspace(tx, workspace.ownerId))?.id === workspace.id;
    return toWorkspaceDto({ ...workspace, plan: workspace.subscriptionPlan, personal }, role, false);
  });
}
