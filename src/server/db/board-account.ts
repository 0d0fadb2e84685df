// The Pinterest account a board publishes with (ADR 0032): its own (boards.connection_id), else the
// workspace's default, the oldest of its accounts. Publishing, its claim and the timeline read it
// the same way, so a pin waits for exactly the account it will be published with.
import { sql } from 'drizzle-orm';
import { boards } from './schema';

/** SQL for the account's id (null when the workspace has none); `boards` must be in the query. */
export const boardConnectionId = sql<string | null>`coalesce(${boards.connectionId}, (
  select default_account.id from pinterest_connections default_account
  where default_account.workspace_id = ${boards.workspaceId}
  order by default_account.created_at, default_account.id limit 1))`;
