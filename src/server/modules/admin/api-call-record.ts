// An AI call as the API history shows it (docs/product.md §3 "API call record"): the columns to select,
// with the user's email joined (left join: a call outlives its user's account), and the mapping.
import { eq, sql } from 'drizzle-orm';
import type { ApiCallRecord } from '../../../shared/api/admin';
import type { PromptVersionsUsed } from '../../../shared/api/settings';
import { apiCalls, users } from '../../db/schema';

export const apiCallRecordColumns = {
  id: apiCalls.id,
  type: apiCalls.type,
  statusCode: apiCalls.statusCode,
  model: apiCalls.model,
  provider: apiCalls.provider,
  // The first 100 characters (not bytes): the list never carries whole prompts.
  promptPreview: sql<string>`left(${apiCalls.prompt}, 100)`,
  tokens: apiCalls.tokens,
  cost: apiCalls.cost,
  durationMs: apiCalls.durationMs,
  createdAt: apiCalls.createdAt,
  userId: apiCalls.userId,
  userEmail: users.email,
  promptVersions: apiCalls.promptVersions,
};

/** The join condition for `userEmail`: `.leftJoin(users, withCaller)`. */
export const withCaller = eq(users.id, apiCalls.userId);

export function toApiCallRecord(row: {
  id: string;
  type: ApiCallRecord['type'];
  statusCode: number;
  model: string;
  provider: string;
  promptPreview: string;
  tokens: number;
  cost: number;
  durationMs: number;
  createdAt: Date;
  userId: string | null;
  userEmail: string | null;
  promptVersions: PromptVersionsUsed | null;
}): ApiCallRecord {
  return {
    id: row.id,
    type: row.type,
    status_code: row.statusCode,
    model: row.model,
    provider: row.provider,
    prompt_preview: row.promptPreview,
    tokens: row.tokens,
    cost: row.cost,
    duration: row.durationMs,
    timestamp: row.createdAt.toISOString(),
    user_id: row.userId,
    user_email: row.userEmail,
    prompt_versions: row.promptVersions,
  };
}
