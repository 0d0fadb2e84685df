// GET /api/pinterest/status answers for the web tests: the demo connection, not connected or
// connected as @pinloom_demo; a test passes what its story needs to differ.
import type { ConnectionStatus, PinterestAccount } from '../../shared/api/pinterest';

export function notConnectedStatus(extra: Partial<ConnectionStatus> = {}): ConnectionStatus {
  return {
    success: true,
    connected: false,
    userInfo: null,
    needs_reconnect: false,
    missing_scopes: [],
    demo: true,
    demo_url: null,
    accounts: [],
    account_limit: 1,
    ...extra,
  };
}

const DEMO_USER = { username: 'pinloom_demo', first_name: 'Pinloom', last_name: 'Demo', profile_image: null };

/** One account of the workspace, connected unless `extra` says otherwise. */
export function pinterestAccount(extra: Partial<PinterestAccount> = {}): PinterestAccount {
  return {
    id: 'account-demo',
    userInfo: DEMO_USER,
    connected: true,
    needs_reconnect: false,
    missing_scopes: [],
    is_default: true,
    connected_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

export function connectedStatus(extra: Partial<ConnectionStatus> = {}): ConnectionStatus {
  return notConnectedStatus({
    connected: true,
    userInfo: DEMO_USER,
    accounts: [pinterestAccount()],
    ...extra,
  });
}
