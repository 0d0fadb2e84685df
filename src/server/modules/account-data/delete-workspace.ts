// DELETE /api/workspaces/{workspaceId} (ADR 0034, "Deleting a workspace"): an owner deletes a
// workspace that is not anyone's personal one, having typed its name. It lives here, beside account
// deletion, because it reaches the same outside world (Pinterest, Stripe) and the modules that hold
// the workspace's content; the workspaces module only says who may and removes the rows.
//
// At once, not soft-deleted and purged later: every member's next request finds no membership,
// and nothing is left for the publisher, the feeds or the admin console to skip. In one transaction,
// under the workspace's row lock (the lock every schedule change takes, ADR 0036):
// its pins go (their files are listed), its Pinterest accounts' rows go (their grants are kept in
// hand), and the workspace row goes, taking by its foreign keys the boards, feeds, generations,
// members, invitations, review links and activity log; support tickets stay for staff, without it.
// Then, outside it and best effort, as account deletion does: the pin files are removed, the grants
// revoked at Pinterest, and its Stripe subscription canceled at once (no refund).
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import type { MediaStorage } from '../../integrations/storage/media-storage';
import type { BillingDeps } from '../billing';
import { deleteWorkspacePins, removePinImages } from '../pins';
import { forgetWorkspaceConnections, type PinterestDeps, revokeGrants } from '../pinterest';
import { admitWorkspaceDeletion, deleteWorkspace as deleteWorkspaceRows } from '../workspaces';
import { cancelSubscription } from './cancel-subscription';

export async function deleteWorkspace(options: {
  db: Database;
  /** The signed-in user, as the session guard loaded it. */
  user: UserRow;
  workspaceId: string;
  /** The workspace's name as the person typed it. */
  confirmName: string;
  pinterest: PinterestDeps;
  appSecret: string;
  /** null: billing is off, so there is no subscription to cancel. */
  billing: BillingDeps | null;
  media: MediaStorage;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { db, log } = options;
  const userId = options.user.id;
  const deleted = await db.transaction(async (tx) => {
    const workspace = await admitWorkspaceDeletion(tx, {
      workspaceId: options.workspaceId,
      userId,
      confirmName: options.confirmName,
    });
    const pinFiles = await deleteWorkspacePins(tx, workspace.id);
    const connections = await forgetWorkspaceConnections(tx, workspace.id);
    await deleteWorkspaceRows(tx, workspace.id);
    return { workspace, pinFiles, connections };
  });

  const { workspace } = deleted;
  const workspaceId = workspace.id;
  await removePinImages({
    media: options.media,
    imageKeys: deleted.pinFiles.flatMap((pin) => [pin.imageKey, pin.artworkKey]),
    log,
  });
  await revokeGrants(
    { pinterest: options.pinterest, appSecret: options.appSecret, log, workspaceId },
    deleted.connections,
  );
  if (workspace.stripeSubscriptionId) {
    await cancelSubscription({
      billing: options.billing,
      subscriptionId: workspace.stripeSubscriptionId,
      log,
      context: { workspaceId, userId },
      what: 'workspace',
    });
  }
  // Its own log went with it: the server's keeps who deleted what (ids only, no names or tokens).
  log.info(
    { workspaceId, userId, pins: deleted.pinFiles.length, pinterestAccounts: deleted.connections.length },
    'workspace deleted',
  );
}
