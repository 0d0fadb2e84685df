// GET /api/pinterest/status (docs/product.md §3 Connection status, with the workspace's accounts of
// ADR 0032): never anything of the tokens.
import { type ConnectionStatus, missingScopes, type PinterestAccount } from '../../../shared/api/pinterest';
import type { Database } from '../../db/connection';
import type { PinterestConnectionRow } from '../../db/schema';
import { planInForce, workspaceWithOwner } from '../allowance';
import { listConnections, userInfoOf } from './connection-record';
import type { PinterestDeps } from './pinterest-deps';

function toAccount(row: PinterestConnectionRow, index: number): PinterestAccount {
  return {
    id: row.id,
    userInfo: userInfoOf(row),
    connected: row.status === 'connected',
    needs_reconnect: row.status === 'needs_reconnect',
    // An empty scope is Pinterest not having said (older rows): nothing known to be missing.
    missing_scopes: row.scope ? missingScopes(row.scope) : [],
    is_default: index === 0,
    connected_at: row.connectedAt.toISOString(),
  };
}

export async function getConnectionStatus(options: {
  db: Database;
  pinterest: PinterestDeps;
  workspaceId: string;
  now: Date;
}): Promise<ConnectionStatus> {
  const [rows, { workspace }] = await Promise.all([
    listConnections(options.db, options.workspaceId),
    workspaceWithOwner(options.db, options.workspaceId),
  ]);
  const accounts = rows.map(toAccount);
  // Shown while a reconnect is needed too, so the card can say which account expired.
  const first = accounts.find((account) => account.needs_reconnect) ?? accounts[0];
  const { demo, demoUrl } = options.pinterest;
  return {
    success: true,
    connected: accounts.some((account) => account.connected),
    userInfo: first?.userInfo ?? null,
    needs_reconnect: first?.needs_reconnect ?? false,
    missing_scopes: first?.missing_scopes ?? [],
    demo,
    demo_url: demo && demoUrl ? `${demoUrl}/demo` : null,
    accounts,
    account_limit: planInForce(workspace, options.now).pinterestAccounts,
  };
}
