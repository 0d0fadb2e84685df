// One HTTP exchange with Pinterest: timeout, non-2xx → PinterestError, the 2xx body checked against
// its schema. oauth.ts and client.ts both go through here, so every call is timed and reported.
import type { z } from 'zod';
import { errorFromFailure, errorFromResponse, PinterestError } from './errors';

/** One call as the API history or logs may keep it: no bodies, no tokens. */
export interface PinterestCall {
  /** e.g. "POST /pins", "GET /boards/{board_id}/pins". */
  operation: string;
  status: number | null;
  durationMs: number;
  errorMessage: string | null;
}

export interface HttpOptions {
  fetch?: typeof fetch;
  /** Per request, body included. Default 30 s. */
  timeoutMs?: number;
  now?: () => Date;
  /** Told about every call, failed ones too, before it resolves or throws. */
  onCall?: (call: PinterestCall) => void;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface HttpRequest<T> {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  operation: string;
  headers: Record<string, string>;
  /** JSON for the API, a form for the OAuth endpoints. */
  body?: URLSearchParams | object;
  /** Absent when the answer has no body worth reading (token revocation). */
  schema?: z.ZodType<T>;
  tokenEndpoint?: boolean;
  secrets?: readonly (string | undefined)[];
  /** Sees the headers of every answer, errors included (rate-limit bookkeeping). */
  observe?: (response: Response) => void;
}

export async function send<T>(request: HttpRequest<T>, options: HttpOptions = {}): Promise<T> {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const started = performance.now();
  let status: number | null = null;
  try {
    const isForm = request.body instanceof URLSearchParams;
    const response = await doFetch(request.url, {
      method: request.method,
      headers: {
        accept: 'application/json',
        ...(request.body
          ? { 'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json' }
          : {}),
        ...request.headers,
      },
      body: request.body ? (isForm ? request.body.toString() : JSON.stringify(request.body)) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    request.observe?.(response);
    if (!response.ok) {
      throw await errorFromResponse(response, {
        operation: request.operation,
        tokenEndpoint: request.tokenEndpoint === true,
        secrets: request.secrets ?? [],
        now: now(),
      });
    }
    // Read inside the try: the timeout also covers a body that trickles in.
    const text = await response.text();
    const data = request.schema
      ? parseBody(text, request.schema, request.operation, response.status)
      : undefined;
    report(options, request.operation, status, started, null);
    return data as T;
  } catch (error) {
    const failure = errorFromFailure(error, {
      operation: request.operation,
      timeoutMs,
      baseUrl: request.url,
    });
    report(options, request.operation, status, started, failure.message);
    throw failure;
  }
}

function parseBody<T>(text: string, schema: z.ZodType<T>, operation: string, status: number): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
  // A 2xx we cannot read: for a write, the outcome is unknown, so it is retried like a 5xx.
  throw new PinterestError({
    kind: 'server',
    operation,
    status,
    message: `Pinterest answered ${operation} with an unexpected body${where}: ${issue?.message ?? 'not JSON'}`,
  });
}

function report(
  options: HttpOptions,
  operation: string,
  status: number | null,
  started: number,
  errorMessage: string | null,
): void {
  options.onCall?.({ operation, status, durationMs: Math.round(performance.now() - started), errorMessage });
}

/** Joins a base URL and a path without doubling or dropping the slash. */
/** A list value is sent as the name repeated for each item (an exploded form array, e.g. pin_ids). */
export type QueryValues = Record<string, string | readonly string[] | undefined>;

export function joinUrl(base: string, path: string, query?: QueryValues): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (typeof value === 'string') url.searchParams.set(key, value);
    else for (const item of value ?? []) url.searchParams.append(key, item);
  }
  return url.toString();
}
