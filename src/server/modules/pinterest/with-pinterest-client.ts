// Runs some work with the Pinterest client of one of a workspace's accounts (the default one unless
// named): refuses (409) when there is no live connection, and turns Pinterest's failures into the
// user's words (connection-errors.ts).
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import { createPinterestClient, type PinterestClient } from '../../integrations/pinterest/client';
import { needsReconnect, notConnected, toAppError } from './connection-errors';
import { findConnection } from './connection-record';
import { createConnectionTokenStore, pinterestTokensBox } from './connection-tokens';
import type { PinterestDeps } from './pinterest-deps';
import { appOrigin } from './queue-connection-lost-mail';

export async function withPinterestClient<T>(
  options: {
    db: Database;
    pinterest: PinterestDeps;
    appSecret: string;
    workspaceId: string;
    /** Which of the workspace's accounts (a board's connection_id); null or left out: the default. */
    connectionId?: string | null;
    /** Token expiry and Pinterest's waits are read by it. */
    clock: Clock;
    /** Per Pinterest request; the client's default (30 s) when left out. */
    timeoutMs?: number;
    /**
     * The caller has just seen the connection live (the publisher's claim checks it): the look
     * before the work is skipped, and the token store's own read refuses a connection gone since.
     */
    connectionChecked?: boolean;
  },
  work: (client: PinterestClient) => Promise<T>,
): Promise<T> {
  let connectionId = options.connectionChecked ? options.connectionId : null;
  if (!connectionId) {
    const connection = await findConnection(options.db, options.workspaceId, options.connectionId);
    if (!connection) throw notConnected();
    if (connection.status !== 'connected' && !options.connectionChecked)
      throw needsReconnect(connection.scope);
    connectionId = connection.id;
  }
  const store = createConnectionTokenStore({
    connectionId,
    db: options.db,
    box: pinterestTokensBox(options.appSecret),
    config: options.pinterest.config,
    workspaceId: options.workspaceId,
    origin: appOrigin(options.pinterest),
    now: options.clock.now,
  });
  const client = createPinterestClient({
    config: options.pinterest.config,
    getTokens: store.getTokens,
    saveTokens: store.saveTokens,
    onCall: store.onCall,
    now: options.clock.now,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  try {
    return await work(client);
  } catch (error) {
    throw toAppError(error);
  }
}
