// The workspace's live keys, newest first, with who made each (revoked keys are gone from the list).
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { type ApiKeyRow, apiKeys, users } from '../../db/schema';

export async function listApiKeys(options: {
  db: Database;
  workspaceId: string;
}): Promise<{ row: ApiKeyRow; createdBy: string }[]> {
  const rows = await options.db
    .select({ row: apiKeys, firstName: users.firstName, lastName: users.lastName })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.workspaceId, options.workspaceId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(({ row, firstName, lastName }) => ({
    row,
    createdBy: `${firstName} ${lastName}`.trim(),
  }));
}
