// Every way a Pinterest call can fail, as one PinterestError whose `kind` tells the publisher what
// to do: retry later, ask the user to reconnect, or fail the pin with Pinterest's own message.
import { errorBodySchema } from './types';

export type PinterestErrorKind =
  /** 429, or our own wait for x-ratelimit-reset would be too long: retry after retryAfterSeconds. */
  | 'rate_limited'
  /** 5xx or an unusable answer: retry with backoff. */
  | 'server'
  /** The access token was refused even after a refresh, or the app's credentials were: reconnect / fix config. */
  | 'unauthorized'
  /** The refresh token (or authorization code) was refused: the connection is dead, the user must reconnect. */
  | 'invalid_grant'
  /** Any other 4xx: retrying will not help; show Pinterest's message. */
  | 'client'
  /** No answer in time. For writes the outcome is unknown: look before posting again. */
  | 'timeout'
  /** Pinterest could not be reached at all. */
  | 'network';

const RETRYABLE: ReadonlySet<PinterestErrorKind> = new Set(['rate_limited', 'server', 'timeout', 'network']);
const MAX_MESSAGE_LENGTH = 300;

export class PinterestError extends Error {
  override name = 'PinterestError';
  readonly kind: PinterestErrorKind;
  /** HTTP status; null for timeouts and network failures. */
  readonly status: number | null;
  /** Pinterest's numeric error code from the body, when it sent one. */
  readonly code: number | null;
  readonly retryAfterSeconds: number | null;
  /** e.g. "POST /pins": for logs, never with query strings or tokens. */
  readonly operation: string;

  constructor(fields: {
    kind: PinterestErrorKind;
    message: string;
    operation: string;
    status?: number | null;
    code?: number | null;
    retryAfterSeconds?: number | null;
  }) {
    super(fields.message);
    this.kind = fields.kind;
    this.operation = fields.operation;
    this.status = fields.status ?? null;
    this.code = fields.code ?? null;
    this.retryAfterSeconds = fields.retryAfterSeconds ?? null;
  }

  /** Whether the job queue should try again later (with backoff, honouring retryAfterSeconds). */
  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }
}

export interface ErrorContext {
  /** e.g. "POST /oauth/token". */
  operation: string;
  /** The token endpoint answers 400/401 for a refused code or refresh token: that is invalid_grant. */
  tokenEndpoint?: boolean;
  /** Values that must never appear in a message (tokens, the app secret, the code). */
  secrets?: readonly (string | undefined)[];
  now?: Date;
}

/** A PinterestError from a non-2xx answer; reads (and consumes) the body. */
export async function errorFromResponse(response: Response, context: ErrorContext): Promise<PinterestError> {
  const text = await response.text().catch(() => '');
  const body = parseErrorBody(text);
  const status = response.status;
  const kind = classify(status, body.error, context.tokenEndpoint === true);
  const detail = body.message ?? body.error_description ?? body.error;
  const message = detail
    ? redact(detail, context.secrets).slice(0, MAX_MESSAGE_LENGTH)
    : `Pinterest answered ${status} to ${context.operation}`;
  return new PinterestError({
    kind,
    message,
    operation: context.operation,
    status,
    code: body.code ?? null,
    retryAfterSeconds:
      kind === 'rate_limited' || kind === 'server' ? retryAfterSeconds(response.headers, context.now) : null,
  });
}

function classify(
  status: number,
  oauthError: string | undefined,
  tokenEndpoint: boolean,
): PinterestErrorKind {
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  if (oauthError === 'invalid_grant') return 'invalid_grant';
  if (tokenEndpoint && status === 400 && (!oauthError || oauthError === 'invalid_grant'))
    return 'invalid_grant';
  if (status === 401) return 'unauthorized';
  return 'client';
}

function parseErrorBody(text: string) {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Gateways answer HTML or nothing; the status alone has to do.
  }
  return {} as ReturnType<typeof errorBodySchema.parse>;
}

/** A PinterestError for a fetch that threw: our timeout, or no connection at all. */
export function errorFromFailure(
  error: unknown,
  context: { operation: string; timeoutMs: number; baseUrl: string },
): PinterestError {
  if (error instanceof PinterestError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new PinterestError({
      kind: 'timeout',
      operation: context.operation,
      message: `Pinterest did not answer ${context.operation} within ${context.timeoutMs} ms`,
    });
  }
  return new PinterestError({
    kind: 'network',
    operation: context.operation,
    message: `Could not reach Pinterest at ${safeHost(context.baseUrl)}`,
  });
}

/**
 * Seconds to wait, from Retry-After (seconds or an HTTP date) or else x-ratelimit-reset.
 * Null when neither says.
 */
export function retryAfterSeconds(headers: Headers, now: Date = new Date()): number | null {
  const value = headers.get('retry-after');
  if (value) {
    const seconds = Number(value);
    if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
    const date = Date.parse(value);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now.getTime()) / 1000));
  }
  return rateLimitResetSeconds(headers, now);
}

/**
 * x-ratelimit-reset as seconds from now. Pinterest sends seconds until the window resets; a value
 * that looks like a Unix time (after 2001) is read as one, so a proxy that rewrites it still works.
 */
export function rateLimitResetSeconds(headers: Headers, now: Date = new Date()): number | null {
  const reset = firstNumber(headers.get('x-ratelimit-reset'));
  if (reset === null) return null;
  if (reset > 1_000_000_000) return Math.max(0, Math.ceil(reset - now.getTime() / 1000));
  return Math.max(0, Math.ceil(reset));
}

/** The first number of a header such as "0" or "0, 100;w=60"; null when absent or unreadable. */
export function firstNumber(value: string | null): number | null {
  const match = value ? /-?\d+(\.\d+)?/.exec(value) : null;
  return match ? Number(match[0]) : null;
}

/**
 * Removes the given secrets and anything shaped like a Pinterest token (pina_…, pinr.…).
 * @internal for tests and benchmarks, not production code
 */
export function redact(text: string, secrets: readonly (string | undefined)[] = []): string {
  let clean = text;
  for (const secret of secrets) {
    if (secret && secret.length >= 4) clean = clean.split(secret).join('[redacted]');
  }
  return clean.replace(/\bpin[ar][._-][A-Za-z0-9._~+/=-]{6,}/g, '[redacted]');
}

function safeHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return 'the configured address';
  }
}
