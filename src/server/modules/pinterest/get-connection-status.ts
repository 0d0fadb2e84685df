// GET /api/pinterest/status (docs/product.md §3 Connection status): never anything of the tokens.
import { type ConnectionStatus, missingScopes } from '../../../shared/api/pinterest';
import type { Database } from '../../db/connection';
import { findConnection, userInfoOf } from './connection-record';
import type { PinterestDeps } from './pinterest-deps';

export async function getConnectionStatus(options: {
  db: Database;
  pinterest: PinterestDeps;
  workspaceId: string;
}): Promise<ConnectionStatus> {
  const row = await findConnection(options.db, options.workspaceId);
  const { demo, demoUrl } = options.pinterest;
  return {
    success: true,
    connected: row?.status === 'connected',
    // Shown while a reconnect is needed too, so the card can say which account expired.
    userInfo: row ? userInfoOf(row) : null,
    needs_reconnect: row?.status === 'needs_reconnect',
    // An empty scope is Pinterest not having said (older rows): nothing known to be missing.
    missing_scopes: row?.scope ? missingScopes(row.scope) : [],
    demo,
    demo_url: demo && demoUrl ? `${demoUrl}/demo` : null,
  };
}
