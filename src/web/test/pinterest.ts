// GET /api/pinterest/status answers for the web tests: the demo connection, not connected or
// connected as @pinloom_demo; a test passes what its story needs to differ.
import type { ConnectionStatus } from '../../shared/api/pinterest';

export function notConnectedStatus(extra: Partial<ConnectionStatus> = {}): ConnectionStatus {
  return {
    success: true,
    connected: false,
    userInfo: null,
    needs_reconnect: false,
    missing_scopes: [],
    demo: true,
    demo_url: null,
    ...extra,
  };
}

export function connectedStatus(extra: Partial<ConnectionStatus> = {}): ConnectionStatus {
  return notConnectedStatus({
    connected: true,
    userInfo: { username: 'pinloom_demo', first_name: 'Pinloom', last_name: 'Demo', profile_image: null },
    ...extra,
  });
}
