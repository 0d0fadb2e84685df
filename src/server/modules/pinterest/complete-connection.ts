// GET /api/pinterest/callback: where the browser lands after Pinterest's consent page. Answers the
// address to send the browser to (docs/product.md §8 codes): one of RETURN_PATHS, on the origin the
// browser started from when that is another of this server's (browser-origin.ts).

import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type ConnectionErrorCode, missingScopes } from '../../../shared/api/pinterest';
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import type { SecretBox } from '../../integrations/crypto/secret-box';
import { createPinterestClient } from '../../integrations/pinterest/client';
import { exchangeCode, revokeToken } from '../../integrations/pinterest/oauth';
import { memberActor } from '../activity';
import { knownOrigins } from './browser-origin';
import { saveConnection } from './connection-record';
import { consumeOAuthState, type OAuthAttempt } from './oauth-states';
import type { PinterestDeps } from './pinterest-deps';

export interface CallbackInput {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

/**
 * Beyond docs/product.md §8's codes: connected, but without a scope publishing needs (the card says
 * which); or a new account beyond the plan's Pinterest accounts, not saved (ADR 0032).
 */
type CallbackCode = ConnectionErrorCode | 'missing_scopes' | 'account_limit';
type Outcome = 'connected=true' | `error=${CallbackCode}`;

export async function completeConnection(options: {
  db: Database;
  pinterest: PinterestDeps;
  box: SecretBox;
  log: FastifyBaseLogger;
  input: CallbackInput;
  /** The user of a session sent with the callback, if any: the state must then be theirs. */
  sessionUserId: string | null;
  /** The origin this callback request arrived on. */
  origin: string | null;
  clock: Clock;
}): Promise<string> {
  const { db, input } = options;
  const to = (attempt: OAuthAttempt | null, outcome: Outcome): string => {
    const target = `${attempt?.returnTo ?? '/settings'}?${outcome}`;
    const back = attempt?.returnOrigin;
    const elsewhere = back && back !== options.origin && knownOrigins(options.pinterest).has(back);
    return elsewhere ? `${back}${target}` : target;
  };
  if (input.error) {
    // Spend the state anyway, so the same attempt cannot be completed later.
    const attempt = input.state
      ? await consumeOAuthState({ db, state: input.state, now: options.clock.now() })
      : null;
    return to(attempt, input.error === 'access_denied' ? 'error=access_denied' : 'error=callback_failed');
  }
  if (!input.code || !input.state) return to(null, 'error=missing_parameters');

  const attempt = await consumeOAuthState({ db, state: input.state, now: options.clock.now() });
  if (!attempt || (options.sessionUserId !== null && options.sessionUserId !== attempt.userId)) {
    return to(null, 'error=invalid_request');
  }
  try {
    // The exchange must name the redirect_uri the consent page was given.
    const config = {
      ...options.pinterest.config,
      redirectUri: attempt.redirectUri ?? options.pinterest.config.redirectUri,
    };
    let tokens = await exchangeCode(config, input.code, { now: options.clock.now });
    // Nothing is stored until the account is known; should the client still rotate the tokens,
    // the rotated pair is the one saved.
    const client = createPinterestClient({
      config,
      getTokens: async () => tokens,
      saveTokens: async (rotated) => {
        tokens = rotated;
      },
      now: options.clock.now,
    });
    const account = await client.userAccount();
    // An empty scope is Pinterest not saying; a list without one Pinloom needs means no publishing.
    const missing = tokens.scope ? missingScopes(tokens.scope) : [];
    // The browser comes back without a session: the log names who started the connect.
    const [person] = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, attempt.userId));
    if (!person) throw new Error('the person who started the connect is gone');
    const saved = await saveConnection({
      db,
      box: options.box,
      workspaceId: attempt.workspaceId,
      account,
      tokens,
      status: missing.length > 0 ? 'needs_reconnect' : 'connected',
      actor: memberActor(person),
      now: options.clock.now(),
    });
    if (saved === 'account_limit') {
      // Pinterest granted tokens Pinloom will not keep: give them back.
      await revokeToken(config, tokens.refreshToken, { tokenTypeHint: 'refresh_token' }).catch(() => {});
      return to(attempt, 'error=account_limit');
    }
    return to(attempt, missing.length > 0 ? 'error=missing_scopes' : 'connected=true');
  } catch (error) {
    // PinterestError messages carry no codes or tokens; anything else is ours and worth a trace.
    options.log.warn(
      { err: error, userId: attempt.userId, workspaceId: attempt.workspaceId },
      'Pinterest connection failed at the callback',
    );
    return to(attempt, 'error=callback_failed');
  }
}
