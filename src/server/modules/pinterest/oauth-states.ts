// The OAuth `state` of a connect attempt (see the top of integrations/pinterest/oauth.ts): random,
// stored only as its sha256 with the workspace it is for, the person who started it and a 10-minute
// expiry, and deleted by its first use.
import { randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { CONNECTION_RETURN_PATHS, type ConnectionReturnPath } from '../../../shared/api/pinterest';
import type { Database } from '../../db/connection';
import { pinterestOauthStates } from '../../db/schema';
import { hashToken } from '../auth';

const STATE_TTL_MS = 10 * 60 * 1000;
export type ReturnPath = ConnectionReturnPath;

export interface OAuthAttempt {
  /** Who started it: a callback carrying a session must be theirs. */
  userId: string;
  /** Where the connection goes. */
  workspaceId: string;
  returnTo: ReturnPath;
  /** The origin to send the browser back to; null for attempts stored before it was kept. */
  returnOrigin: string | null;
  /** The redirect_uri Pinterest was given; null: the configured one. */
  redirectUri: string | null;
}

export async function createOAuthState(options: {
  db: Database;
  userId: string;
  workspaceId: string;
  returnTo: ReturnPath;
  returnOrigin: string;
  redirectUri: string;
  now: Date;
}): Promise<string> {
  const now = options.now;
  const state = randomBytes(32).toString('base64url');
  // Abandoned attempts would otherwise pile up; each connect sweeps the expired ones (indexed).
  await options.db.delete(pinterestOauthStates).where(lt(pinterestOauthStates.expiresAt, now));
  await options.db.insert(pinterestOauthStates).values({
    stateHash: hashToken(state),
    userId: options.userId,
    workspaceId: options.workspaceId,
    returnTo: options.returnTo,
    returnOrigin: options.returnOrigin,
    redirectUri: options.redirectUri,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return state;
}

/**
 * Deletes the state and says whose it was; null when unknown, already used or expired. The
 * delete is its own statement, committed before the code is exchanged, so a state works once.
 */
export async function consumeOAuthState(options: {
  db: Database;
  state: string;
  now: Date;
}): Promise<OAuthAttempt | null> {
  const [row] = await options.db
    .delete(pinterestOauthStates)
    .where(eq(pinterestOauthStates.stateHash, hashToken(options.state)))
    .returning();
  if (!row || row.expiresAt.getTime() <= options.now.getTime()) return null;
  // Only paths we wrote can be here, but a redirect target is checked where it is used.
  const returnTo = CONNECTION_RETURN_PATHS.find((path) => path === row.returnTo) ?? '/settings';
  return {
    userId: row.userId,
    workspaceId: row.workspaceId,
    returnTo,
    returnOrigin: row.returnOrigin,
    redirectUri: row.redirectUri,
  };
}
