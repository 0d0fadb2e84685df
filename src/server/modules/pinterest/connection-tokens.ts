// The one place a connection's tokens are sealed, opened and refreshed. Refreshes happen here,
// under `select … for update` on the connection row, so two processes never spend the same
// refresh token: the second waits, then finds the first one's tokens and uses them.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type PinterestConnectionRow, pinterestConnections } from '../../db/schema';
import { createSecretBox, type SecretBox } from '../../integrations/crypto/secret-box';
import { PinterestError } from '../../integrations/pinterest/errors';
import type { PinterestCall } from '../../integrations/pinterest/http';
import { needsRefresh, refreshTokens } from '../../integrations/pinterest/oauth';
import type { TokenStore } from '../../integrations/pinterest/token-keeper';
import type { PinterestConnectionConfig, TokenSet } from '../../integrations/pinterest/types';
import { needsReconnect, notConnected } from './connection-errors';
import { queueConnectionLostMail } from './queue-connection-lost-mail';

/** The row lock is held during the refresh call: keep it short (the client's default is 30 s). */
const REFRESH_TIMEOUT_MS = 10_000;

export function pinterestTokensBox(appSecret: string): SecretBox {
  return createSecretBox(appSecret, 'pinterest-tokens');
}

export function sealTokens(box: SecretBox, tokens: TokenSet) {
  return {
    accessTokenEncrypted: box.seal(tokens.accessToken),
    refreshTokenEncrypted: box.seal(tokens.refreshToken),
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
    scope: tokens.scope,
  };
}

export function openTokens(box: SecretBox, row: PinterestConnectionRow): TokenSet {
  return {
    accessToken: box.open(row.accessTokenEncrypted),
    refreshToken: box.open(row.refreshTokenEncrypted),
    accessTokenExpiresAt: row.accessTokenExpiresAt,
    refreshTokenExpiresAt: row.refreshTokenExpiresAt,
    scope: row.scope,
  };
}

export interface ConnectionTokenStore extends TokenStore {
  /** Give to the client as `onCall`: a 401 from the API makes the next getTokens refresh. */
  onCall(call: PinterestCall): void;
}

/**
 * getTokens/saveTokens for createPinterestClient. getTokens refreshes (locked) when the access token
 * is about to expire or Pinterest just refused it, so the client's own token keeper finds fresh
 * tokens and never refreshes by itself; saveTokens is there for the case it still does.
 */
export function createConnectionTokenStore(options: {
  db: Database;
  box: SecretBox;
  config: PinterestConnectionConfig;
  /** The account's row (pinterest_connections.id) and the workspace it belongs to. */
  connectionId: string;
  workspaceId: string;
  /** Where the "connection lost" email's reconnect link points (appOrigin). */
  origin: string;
  now: () => Date;
}): ConnectionTokenStore {
  const { db, box, workspaceId, now } = options;
  const byId = eq(pinterestConnections.id, options.connectionId);
  let handedOut: string | null = null;
  let refused: string | null = null;

  async function refreshLocked(stale: string): Promise<TokenSet> {
    const outcome = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(pinterestConnections).where(byId).for('update');
      if (!row) return { dead: 'gone' as const };
      if (row.status !== 'connected') return { dead: 'expired' as const };
      const current = openTokens(box, row);
      // Another request refreshed while we waited for the lock: its tokens are the ones to use.
      if (current.accessToken !== stale && !needsRefresh(current, now())) return { tokens: current };
      try {
        let fresh = await refreshTokens(options.config, current.refreshToken, {
          now,
          timeoutMs: REFRESH_TIMEOUT_MS,
        });
        if (fresh.refreshTokenExpiresAt === null && fresh.refreshToken === current.refreshToken) {
          fresh = { ...fresh, refreshTokenExpiresAt: current.refreshTokenExpiresAt };
        }
        // Pinterest has retired the old refresh token: the new pair is committed before any use.
        await tx.update(pinterestConnections).set(sealTokens(box, fresh)).where(byId);
        return { tokens: fresh };
      } catch (error) {
        if (!(error instanceof PinterestError) || error.kind !== 'invalid_grant') throw error;
        // The refresh token is dead (revoked, expired): only an admin of the workspace can fix it,
        // by reconnecting.
        await tx.update(pinterestConnections).set({ status: 'needs_reconnect' }).where(byId);
        // Once per loss: only the request that moved it from connected gets here (the row lock).
        await queueConnectionLostMail(tx, {
          workspaceId,
          connectionId: row.id,
          username: row.username,
          origin: options.origin,
          now: now(),
        });
        return { dead: 'expired' as const };
      }
    });
    if ('dead' in outcome) throw outcome.dead === 'gone' ? notConnected() : needsReconnect();
    return outcome.tokens;
  }

  return {
    async getTokens() {
      const [row] = await db.select().from(pinterestConnections).where(byId);
      if (!row) throw notConnected();
      if (row.status !== 'connected') throw needsReconnect();
      let tokens = openTokens(box, row);
      if (tokens.accessToken === refused || needsRefresh(tokens, now())) {
        tokens = await refreshLocked(tokens.accessToken);
      }
      refused = null;
      handedOut = tokens.accessToken;
      return tokens;
    },
    async saveTokens(tokens) {
      // One statement, committed when it resolves: the rotated refresh token is never lost.
      await db.update(pinterestConnections).set(sealTokens(box, tokens)).where(byId);
    },
    onCall(call) {
      if (call.status === 401 && !call.operation.startsWith('POST /oauth/')) refused = handedOut;
    },
  };
}
