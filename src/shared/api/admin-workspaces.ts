// Contracts of the admin console's workspaces (ADR 0032): the list, one workspace with its members,
// and its suspension. Rows are snake_case, as the user rows.
import { z } from 'zod';
import { PLAN_NAMES } from '../plans';
import { adminUsersQuery, paginationDto } from './admin';
import { WORKSPACE_ROLES } from './workspaces';

const count = z.number().int().nonnegative();
const instant = z.string();

/**
 * One row of the workspaces table: its paying owner (whose plan it has until the plan moves onto the
 * workspace), its size, and whether staff suspended it.
 * @internal for tests and benchmarks, not production code
 */
export const adminWorkspaceRow = z.object({
  id: z.string(),
  name: z.string(),
  owner_email: z.string(),
  plan: z.enum(PLAN_NAMES),
  members: count,
  boards: count,
  pins: count,
  created_at: instant,
  suspended_at: instant.nullable(),
});
export type AdminWorkspaceRow = z.infer<typeof adminWorkspaceRow>;

/** GET /api/admin/workspaces?page&limit&search: search matches the name or a member's email. */
export const adminWorkspacesQuery = adminUsersQuery;
export const adminWorkspacesResponse = z.object({
  workspaces: z.array(adminWorkspaceRow),
  pagination: paginationDto,
});

/** @internal for tests and benchmarks, not production code */
const adminWorkspaceMember = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  joined_at: instant,
});

/** GET /api/admin/workspaces/{id}: the row, why it is suspended, and its members by role. */
export const adminWorkspaceDetailResponse = z.object({
  workspace: adminWorkspaceRow.extend({ suspended_reason: z.string().nullable() }),
  members: z.array(adminWorkspaceMember),
  /** Its Pinterest accounts, the default (oldest) first; never anything of their tokens. */
  pinterest_accounts: z.array(
    z.object({
      username: z.string(),
      status: z.enum(['connected', 'needs_reconnect']),
      connected_at: instant,
    }),
  ),
});
export type AdminWorkspaceDetail = z.infer<typeof adminWorkspaceDetailResponse>;

/** POST /api/admin/workspaces/{id}/suspend and /unsuspend answer the updated row. */
export const workspaceSuspensionResponse = z.object({ workspace: adminWorkspaceRow });
