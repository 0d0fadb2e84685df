// Fixtures of the admin console's workspace tests: rows and a workspace's detail, typed by the contract.
import type { z } from 'zod';
import type {
  adminWorkspaceDetailResponse,
  adminWorkspaceRow,
} from '../../../../shared/api/admin-workspaces';

type Row = z.input<typeof adminWorkspaceRow>;

export function workspaceRow(id: string, extra: Partial<Row> = {}): Row {
  return {
    id,
    name: `Workspace ${id}`,
    owner_email: `owner-${id}@example.com`,
    plan: 'pro',
    members: 3,
    boards: 4,
    pins: 120,
    created_at: '2026-03-05T10:00:00.000Z',
    suspended_at: null,
    ...extra,
  };
}

export function workspaceDetail(
  extra: Partial<z.input<typeof adminWorkspaceDetailResponse>['workspace']> = {},
): z.input<typeof adminWorkspaceDetailResponse> {
  return {
    workspace: {
      ...workspaceRow('w2', { name: 'Bakery Co', owner_email: 'owner@bakery.example', members: 2 }),
      suspended_reason: null,
      ...extra,
    },
    members: [
      {
        user_id: 'u1',
        first_name: 'Olive',
        last_name: 'Owner',
        email: 'owner@bakery.example',
        role: 'owner',
        joined_at: '2026-03-05T10:00:00.000Z',
      },
      {
        user_id: 'u7',
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        role: 'editor',
        joined_at: '2026-06-01T10:00:00.000Z',
      },
    ],
    pinterest_accounts: [
      { username: 'bakery_co', status: 'connected', connected_at: '2026-03-06T10:00:00.000Z' },
      { username: 'bakery_shop', status: 'needs_reconnect', connected_at: '2026-04-01T10:00:00.000Z' },
    ],
  };
}
