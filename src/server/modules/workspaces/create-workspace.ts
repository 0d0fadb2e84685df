// POST /api/workspaces and PUT /api/workspaces/{workspaceId} (ADR 0034): a person makes another
// workspace they own (an agency's client, a second shop) and names it. A new workspace starts on
// Free with nothing in it; its owner upgrades it like any other, and pays for it.
//
// Free is for trying Pinloom, once: a person may own one workspace whose plan in force is Free, so a
// new one is refused while another of theirs is on Free (upgrade it first). At most
// MAX_OWNED_WORKSPACES each. Both counts are made under the person's lock, so two creates at once
// cannot both pass.
import { asc, eq } from 'drizzle-orm';
import { MAX_OWNED_WORKSPACES, type WorkspaceDto } from '../../../shared/api/workspaces';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { lockUser } from '../../db/lock-user';
import { type UserRow, workspaces } from '../../db/schema';
import { memberActor, recordActivity } from '../activity';
import { planInForce } from '../allowance';
import { personalWorkspace } from './find-workspace';
import { toWorkspaceDto } from './list-workspaces';
import { requireRole } from './membership';
import { createOwnedWorkspace, setWorkspaceName } from './workspace-writes';

export async function createWorkspace(options: {
  db: Database;
  user: UserRow;
  name: string;
  now: Date;
}): Promise<WorkspaceDto> {
  const { db, user, name, now } = options;
  return db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    const owned = await tx
      .select()
      .from(workspaces)
      .where(eq(workspaces.ownerId, user.id))
      .orderBy(asc(workspaces.createdAt), asc(workspaces.id));
    if (owned.length >= MAX_OWNED_WORKSPACES) {
      throw new AppError(
        'plan_limit',
        `You own ${MAX_OWNED_WORKSPACES} workspaces, the most one person can. Contact support@pinloom.app for more.`,
      );
    }
    const onFree = owned.find((workspace) => planInForce(workspace, now).name === 'free');
    if (onFree) {
      throw new AppError(
        'plan_limit',
        `${onFree.name} is on the Free plan, and each person may own one workspace on Free. Upgrade ${onFree.name} to create another workspace.`,
      );
    }
    const workspace = await createOwnedWorkspace(tx, {
      name,
      ownerId: user.id,
      timeZone: user.timeZone,
      now,
    });
    await recordActivity(tx, {
      workspaceId: workspace.id,
      action: 'workspace.created',
      actor: memberActor(user),
      subject: name,
      now,
    });
    // A person who handed their personal workspace over makes a new first one.
    const personal = owned.length === 0;
    return toWorkspaceDto({ ...workspace, plan: workspace.subscriptionPlan, personal }, 'owner', false);
  });
}

/** The owner renames it; what members see in the header and the mail changes at once. */
export async function renameWorkspace(options: {
  db: Database;
  user: UserRow;
  workspaceId: string;
  name: string;
  now: Date;
}): Promise<WorkspaceDto> {
  const { db, user, name, now } = options;
  return db.transaction(async (tx) => {
    const { workspace } = await requireRole(tx, {
      workspaceId: options.workspaceId,
      userId: user.id,
      least: 'owner',
    });
    const renamed = await setWorkspaceName(tx, workspace.id, name, now);
    const personal = (await personalWorkspace(tx, workspace.ownerId))?.id === workspace.id;
    if (workspace.name !== name) {
      await recordActivity(tx, {
        workspaceId: workspace.id,
        action: 'workspace.renamed',
        actor: memberActor(user),
        subject: `${workspace.name} → ${name}`,
        now,
      });
    }
    return toWorkspaceDto({ ...renamed, plan: renamed.subscriptionPlan, personal }, 'owner', false);
  });
}
