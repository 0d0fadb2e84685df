// Settings → API: a new key for the workspace (Enterprise, ADR 0046), made by an admin or owner. The
// answer is the one place the key is ever seen.
import { type CreateApiKeyBody, scopeOf } from '../../../shared/api/api-keys';
import type { Database } from '../../db/connection';
import type { ApiKeyRow, UserRow, WorkspaceRow } from '../../db/schema';
import { assertPlanFeature } from '../allowance';
import { insertApiKey } from './api-key-writes';
import { newApiKey } from './key-secret';

export async function createApiKey(options: {
  db: Database;
  workspace: WorkspaceRow;
  user: UserRow;
  input: CreateApiKeyBody;
  now: Date;
}): Promise<{ row: ApiKeyRow; key: string }> {
  assertPlanFeature(options.workspace, options.now, 'api_access');
  const { key, prefix, hash } = newApiKey();
  const row = await insertApiKey(options.db, {
    workspaceId: options.workspace.id,
    userId: options.user.id,
    name: options.input.name,
    prefix,
    hash,
    scope: scopeOf(options.input.scopes),
    now: options.now,
  });
  return { row, key };
}
