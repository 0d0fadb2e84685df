// Revokes one of the workspace's keys at once: its next request is a 401. Another workspace's key,
// a revoked one or a malformed id is 'API key not found'.
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { isUuid } from '../../db/uuid';
import { markApiKeyRevoked } from './api-key-writes';

const API_KEY_NOT_FOUND_MESSAGE = 'API key not found';

export async function revokeApiKey(options: {
  db: Database;
  workspaceId: string;
  keyId: string;
  now: Date;
}): Promise<void> {
  const revoked =
    isUuid(options.keyId) &&
    (await markApiKeyRevoked(options.db, {
      workspaceId: options.workspaceId,
      keyId: options.keyId,
      now: options.now,
    }));
  if (!revoked) throw new AppError('not_found', API_KEY_NOT_FOUND_MESSAGE);
}
