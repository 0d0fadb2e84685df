// GET /api/pinterest/callback: where the browser lands after Pinterest's consent page. Answers the
// relative address to send the browser to (SPEC.md §8 codes); only RETURN_PATHS are ever used.
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionErrorCode } from '../../../shared/api/pinterest';
import type { Database } from '../../db/connection';
import type { SecretBox } from '../../integrations/crypto/secret-box';
import { createPinterestClient } from '../../integrations/pinterest/client';
import { exchangeCode } from '../../integrations/pinterest/oauth';
import { saveConnection } from './connection-record';
import { consumeOAuthState, type ReturnPath } from './oauth-states';
import type { PinterestDeps } from './pinterest-deps';

export interface CallbackInput {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
}

const to = (path: ReturnPath, query: 'connected=true' | `error=${ConnectionErrorCode}`) => `${path}?${query}`;

export async function completeConnection(options: {
  db: Database;
  pinterest: PinterestDeps;
  box: SecretBox;
  log: FastifyBaseLogger;
  input: CallbackInput;
  /** The user of a session sent with the callback, if any: the state must then be theirs. */
  sessionUserId: string | null;
}): Promise<string> {
  const { db, input } = options;
  if (input.error) {
    // Spend the state anyway, so the same attempt cannot be completed later.
    const attempt = input.state ? await consumeOAuthState({ db, state: input.state }) : null;
    return to(
      attempt?.returnTo ?? '/settings',
      input.error === 'access_denied' ? 'error=access_denied' : 'error=callback_failed',
    );
  }
  if (!input.code || !input.state) return to('/settings', 'error=missing_parameters');

  const attempt = await consumeOAuthState({ db, state: input.state });
  if (!attempt || (options.sessionUserId !== null && options.sessionUserId !== attempt.userId)) {
    return to('/settings', 'error=invalid_request');
  }
  try {
    const config = options.pinterest.config;
    let tokens = await exchangeCode(config, input.code);
    // Nothing is stored until the account is known; should the client still rotate the tokens,
    // the rotated pair is the one saved.
    const client = createPinterestClient({
      config,
      getTokens: async () => tokens,
      saveTokens: async (rotated) => {
        tokens = rotated;
      },
    });
    const account = await client.userAccount();
    await saveConnection({ db, box: options.box, userId: attempt.userId, account, tokens });
    return to(attempt.returnTo, 'connected=true');
  } catch (error) {
    // PinterestError messages carry no codes or tokens; anything else is ours and worth a trace.
    options.log.warn({ err: error, userId: attempt.userId }, 'Pinterest connection failed at the callback');
    return to(attempt.returnTo, 'error=callback_failed');
  }
}
