// The error status of an API call (lib/api-client.ts), on its own so code that only checks for it
// (the query clients' retry rule) does not load the client and its contracts.

/** The server answered with an error status; `serverMessage` is its `error` text, when it sent one. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly code: string | undefined,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
  }
}

/** The server's answers for "too busy to take this on now" (429 and 503, both with Retry-After). */
const BUSY_CODES = new Set(['server_busy', 'server_overloaded']);

export function isBusyError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code !== undefined && BUSY_CODES.has(error.code);
}

/**
 * What a person reads when the server was too busy for a call: how long to wait, from the answer's
 * Retry-After (whole seconds); null for any other answer, or one without a usable Retry-After.
 */
export function busyMessage(code: string | undefined, retryAfter: string | null): string | null {
  if (code === undefined || !BUSY_CODES.has(code)) return null;
  const seconds = Number(retryAfter);
  if (!Number.isInteger(seconds) || seconds <= 0) return null;
  return `Pinloom is busy right now. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}
