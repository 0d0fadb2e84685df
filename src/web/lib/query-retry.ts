// When a failed query is asked again: the rule of the app's query client (app/providers.tsx) and of
// the public pages' light stand-in for it (app/public-query.ts).
import { ApiError } from './api-error';

/** Client errors (4xx) will not change on a retry; network and server errors may, twice. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 2;
}
