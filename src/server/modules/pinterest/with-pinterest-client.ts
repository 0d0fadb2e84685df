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

/** What every call needs, whichever of the workspace's accounts it uses. */
export interface PinterestSession {
  db: Database;
  pinterest: PinterestDeps;
  appSecret: string;
  workspaceId: string;
  /** Token expiry and Pinterest's waits are read by it. */
  clock: Clock;
  /** Per Pinterest request; the client's default (30 s) when left out. */
  timeoutMs?: number;
}

/** The account to use: one the caller has just seen live, or one to find and check here. */
type WhichAccount =
  | {
      /**
       * The caller has just seen this connection live (the publisher's claim checks it): no look
       * before the work, and the token store's own read refuses a connection gone since.
       */
      checkedConnectionId: string;
      connectionId?: never;
    }
  | {
      checkedConnectionId?: never;
      /** Which of the workspace's accounts (a board's connection_id); null or left out: the default. */
      connectionId?: string | null;
    };

export async function withPinterestClient<T>(
  options: PinterestSession & WhichAccount,
  work: (client: PinterestClient) => Promise<T>,
): Promise<T> {
  const connectionId =
    options.checkedConnectionId ??
    (await liveConnectionId(options.db, options.workspaceId, options.connectionId));
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

/** The named account, else the workspace's default: refused unless it is connected. */
async function liveConnectionId(
  db: Database,
  workspaceId: string,
  connectionId: string | null | undefined,
): Promise<string> {
  const connection = await findConnection(db, workspaceId, connectionId);
  if (!connection) throw notConnected();
  if (connection.status !== 'connected') throw needsReconnect(connection.scope);
  return connection.id;
}
