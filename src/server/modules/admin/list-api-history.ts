// The API History tab's list (GET /api/admin/api-history): the newest AI calls first, filtered.
import { desc } from 'drizzle-orm';
import type { ApiCallRecord } from '../../../shared/api/admin';
import type { Database } from '../../db/connection';
import { apiCalls, users } from '../../db/schema';
import { apiCallRecordColumns, toApiCallRecord, withCaller } from './api-call-record';
import { type ApiHistoryFilter, apiHistoryWhere } from './api-history-filter';

export async function listApiHistory(options: {
  db: Database;
  limit: number;
  filter: ApiHistoryFilter;
}): Promise<ApiCallRecord[]> {
  const rows = await options.db
    .select(apiCallRecordColumns)
    .from(apiCalls)
    .leftJoin(users, withCaller)
    .where(apiHistoryWhere(options.filter))
    .orderBy(desc(apiCalls.createdAt), desc(apiCalls.id))
    .limit(options.limit);
  return rows.map(toApiCallRecord);
}
