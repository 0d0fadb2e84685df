// The one error type use-cases throw. The error handler (error-handler.ts) turns it into
// `{ error, code }` JSON with the status that belongs to the code.

export const ERROR_STATUS = {
  validation_error: 400,
  invalid_json: 400,
  bad_request: 400,
  unauthorized: 401,
  invalid_credentials: 401,
  forbidden: 403,
  /** A plan limit such as the number of boards. */
  plan_limit: 403,
  not_found: 404,
  email_taken: 409,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  /** The plan's pins per month or per day are used up. */
  quota_exceeded: 429,
  internal_error: 500,
  /** An AI provider failed; the message is ours, never the provider's internals. */
  provider_error: 502,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  /** Extra response headers, e.g. Retry-After on rate limits. */
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.statusCode = ERROR_STATUS[code];
    this.headers = options.headers ?? {};
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const NOT_FOUND_MESSAGE = 'Not found';
