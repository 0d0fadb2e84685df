// DELETE /api/pinterest/disconnect: revoke at Pinterest (best effort) and forget the tokens.
// Local boards and pins are kept, and so is each board's pinterest_board_id: connecting the same
// account again links them back instead of making copies (ADR 0006). A board of a disconnected
// account falls back to the workspace's default account until sync or a link gives it its own.
// Deleting a workspace forgets its accounts in its own transaction and revokes them after it.

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import { type PinterestConnectionRow, pinterestConnections } from '../../db/schema';
import { revokeToken } from '../../integrations/pinterest/oauth';
import { type Actor, recordActivity } from '../activity';
import { listConnections, requireConnection } from './connection-record';
import { openTokens, pinterestTokensBox } from './connection-tokens';
import type { PinterestDeps } from './pinterest-deps';

/** A revoke that hangs must not keep the user waiting to disconnect. */
const REVOKE_TIMEOUT_MS = 5_000;

/**
 * Disconnects one of the workspace's accounts (`connectionId`), or every one when left out (the
 * spec's Disconnect; a workspace with one account sees no difference). An id of another
 * workspace's account is 404.
 */
export async function disconnectAccount(options: {
  db: Database;
  pinterest: PinterestDeps;
  appSecret: string;
  log: FastifyBaseLogger;
  workspaceId: string;
  connectionId?: string | undefined;
  /** Who disconnects it, and when, for the activity log. */
  actor: Actor;
  now: Date;
}): Promise<void> {
  const rows = options.connectionId
    ? [await requireConnection(options.db, options.workspaceId, options.connectionId)]
    : await listConnections(options.db, options.workspaceId);
  for (const row of rows) await disconnectOne(options, row);
}

async function disconnectOne(
  options: Parameters<typeof disconnectAccount>[0],
  row: PinterestConnectionRow,
): Promise<void> {
  await revokeGrant(options, row);
  await options.db.transaction(async (tx) => {
    const gone = await tx
      .delete(pinterestConnections)
      .where(eq(pinterestConnections.id, row.id))
      .returning({ username: pinterestConnections.username });
    // Disconnected twice at once: only the one that removed it says so.
    if (gone.length === 0) return;
    await recordActivity(tx, {
      workspaceId: options.workspaceId,
      action: 'pinterest.disconnected',
      actor: options.actor,
      subject: `Pinterest account @${row.username}`,
      now: options.now,
    });
  });
}

/**
 * A workspace being deleted: its accounts' rows go in the deleting transaction (the caller's), and
 * are answered so that `revokeGrants` can end the grants at Pinterest once it has committed.
 */
export async function forgetWorkspaceConnections(
  tx: Pick<Database, 'delete'>,
  workspaceId: string,
): Promise<PinterestConnectionRow[]> {
  return tx.delete(pinterestConnections).where(eq(pinterestConnections.workspaceId, workspaceId)).returning();
}

/** Ends each grant at Pinterest, best effort: the rows are already gone, whatever Pinterest answers. */
export async function revokeGrants(
  options: { pinterest: PinterestDeps; appSecret: string; log: FastifyBaseLogger; workspaceId: string },
  rows: PinterestConnectionRow[],
): Promise<void> {
  for (const row of rows) await revokeGrant(options, row);
}

async function revokeGrant(
  options: { pinterest: PinterestDeps; appSecret: string; log: FastifyBaseLogger; workspaceId: string },
  row: PinterestConnectionRow,
): Promise<void> {
  try {
    const tokens = openTokens(pinterestTokensBox(options.appSecret), row);
    // Revoking the refresh token ends the whole grant, access token included.
    await revokeToken(options.pinterest.config, tokens.refreshToken, {
      tokenTypeHint: 'refresh_token',
      timeoutMs: REVOKE_TIMEOUT_MS,
    });
  } catch (error) {
    // The user asked to disconnect: they are, here. Pinterest's side is logged for us to see.
    options.log.warn(
      { err: error, workspaceId: options.workspaceId, connectionId: row.id },
      'Pinterest token revoke failed on disconnect',
    );
  }
}
