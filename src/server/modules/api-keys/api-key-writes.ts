// The api_keys table's writers (its owner: this module).
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { ApiKeyScope } from '../../../shared/api/api-keys';
import type { Database } from '../../db/connection';
import { type ApiKeyRow, apiKeys } from '../../db/schema';

/** last_used_at is written at most once a minute per key: a busy key costs no write per request. */
const LAST_USED_STEP_MS = 60_000;

export async function insertApiKey(
  db: Database,
  values: {
    workspaceId: string;
    userId: string;
    name: string;
    prefix: string;
    hash: string;
    scope: ApiKeyScope;
    now: Date;
  },
): Promise<ApiKeyRow> {
  const { now, ...fields } = values;
  const [row] = await db
    .insert(apiKeys)
    .values({ ...fields, createdAt: now })
    .returning();
  if (!row) throw new Error('api key not inserted');
  return row;
}

/** Revokes the workspace's key at once; false when there is no such live key there. */
export async function markApiKeyRevoked(
  db: Database,
  options: { workspaceId: string; keyId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: options.now })
    .where(
      and(
        eq(apiKeys.id, options.keyId),
        eq(apiKeys.workspaceId, options.workspaceId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** Notes a use of the key, unless one was noted in the last minute. */
export async function touchApiKey(
  db: Database,
  key: Pick<ApiKeyRow, 'id' | 'lastUsedAt'>,
  now: Date,
): Promise<void> {
  if (key.lastUsedAt && now.getTime() - key.lastUsedAt.getTime() < LAST_USED_STEP_MS) return;
  const since = new Date(now.getTime() - LAST_USED_STEP_MS);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, since))));
}
