// One AI call with its whole prompt, request and response (GET /api/admin/api-history/{id}).
// An unknown or malformed id is "not found".
import { eq } from 'drizzle-orm';
import type { ApiCallDetail } from '../../../shared/api/admin';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { apiCalls, users } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { apiCallRecordColumns, toApiCallRecord, withCaller } from './api-call-record';

const API_CALL_NOT_FOUND_MESSAGE = 'API call not found';

export async function getApiCall(options: { db: Database; id: string }): Promise<ApiCallDetail> {
  if (!isUuid(options.id)) throw new AppError('not_found', API_CALL_NOT_FOUND_MESSAGE);
  const [row] = await options.db
    .select({
      ...apiCallRecordColumns,
      prompt: apiCalls.prompt,
      requestBody: apiCalls.requestBody,
      responseBody: apiCalls.responseBody,
      errorMessage: apiCalls.errorMessage,
    })
    .from(apiCalls)
    .leftJoin(users, withCaller)
    .where(eq(apiCalls.id, options.id));
  if (!row) throw new AppError('not_found', API_CALL_NOT_FOUND_MESSAGE);
  return {
    ...toApiCallRecord(row),
    prompt: row.prompt,
    request_body: row.requestBody,
    response_body: row.responseBody,
    error_message: row.errorMessage,
  };
}
