// DELETE /api/pinterest/disconnect: revoke at Pinterest (best effort) and forget the tokens.
// Local boards and pins are kept, and so is each board's pinterest_board_id: connecting the same
// account again links them back instead of making copies (ADR 0006).

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import { pinterestConnections } from '../../db/schema';
import { revokeToken } from '../../integrations/pinterest/oauth';
import { type Actor, recordActivity } from '../activity';
import { findConnection } from './connection-record';
import { openTokens, pinterestTokensBox } from './connection-tokens';
import type { PinterestDeps } from './pinterest-deps';

/** A revoke that hangs must not keep the user waiting to disconnect. */
const REVOKE_TIMEOUT_MS = 5_000;

export async function disconnectAccount(options: {
  db: Database;
  pinterest: PinterestDeps;
  appSecret: string;
  log: FastifyBaseLogger;
  workspaceId: string;
  /** Who disconnects it, and when, for the activity log. */
  actor: Actor;
  now: Date;
}): Promise<void> {
  const row = await findConnection(options.db, options.workspaceId);
  if (!row) return;
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
      { err: error, workspaceId: options.workspaceId },
      'Pinterest token revoke failed on disconnect',
    );
  }
  await options.db.transaction(async (tx) => {
    const gone = await tx
      .delete(pinterestConnections)
      .where(eq(pinterestConnections.workspaceId, options.workspaceId))
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
