// The one way the web app talks to the API: JSON in and out, the user's bearer token from
// the stored session, every answer parsed with its shared contract (src/shared/api), server
// error texts surfaced, and a 401 on a user call ending the session (docs/product.md §8) through a
// handler the app registers at start-up. User calls also name the tab's workspace (ADR 0032).
import type { z } from 'zod';
import { ApiError, busyMessage } from './api-error';
import { clearCurrentWorkspaceId, readCurrentWorkspaceId } from './current-workspace';
import { clearSession, readStoredToken } from './session-write';
import { saveSignInNotice } from './sign-in-notice';

export { ApiError } from './api-error';

/** @internal for tests and benchmarks, not production code */
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again.';

/** The request never got an answer (offline, server down, connection dropped). */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(options?: { cause?: unknown }) {
    super(NETWORK_ERROR_MESSAGE, options);
  }
}

/** @internal for tests and benchmarks, not production code */
export const UNEXPECTED_ANSWER_MESSAGE = 'The server sent an unexpected answer. Please try again.';

/**
 * The server answered 2xx with a body its contract does not allow (the API and this page are of
 * different versions, or a proxy answered). Not an ApiError: like a server fault, queries retry
 * it and forms show their fallback text. The message is for people; `issues` say what differed.
 */
export class UnexpectedAnswerError extends Error {
  override name = 'UnexpectedAnswerError';
  constructor(
    /** Which call, e.g. 'GET /api/boards'. */
    readonly call: string,
    readonly status: number,
    /** The answer as it came, for callers that can still say something from it. */
    readonly payload: unknown,
    readonly issues: readonly z.core.$ZodIssue[],
  ) {
    super(UNEXPECTED_ANSWER_MESSAGE);
  }
}

/** Parses a 2xx answer of `call` with its contract, or throws UnexpectedAnswerError. */
export function parseAnswer<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  call: string,
  status = 200,
): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new UnexpectedAnswerError(call, status, payload, parsed.error.issues);
  return parsed.data;
}

interface ApiFetchOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is, under its own type (a logo's image), instead of a JSON body. */
  file?: Blob;
  /**
   * Which bearer token to send. Left out: the signed-in user's stored token, and a 401
   * ends the user session. `null`: no token (sign-in and sign-up forms, where a 401 means
   * a wrong password). A string: that token (admin calls); a 401 is left to the caller.
   */
  token?: string | null;
  signal?: AbortSignal;
  /** The Accept header: JSON unless the call reads something else (a stream). */
  accept?: string;
  /** More headers: a visitor's live chat secret (X-Chat-Token, ADR 0043), never put in a URL. */
  headers?: Record<string, string>;
}

export interface ApiRequestOptions<S extends z.ZodType> extends Omit<ApiFetchOptions, 'accept'> {
  /**
   * The shared zod schema of the 2xx answer (src/shared/api, the one the route declares). The
   * answer is parsed with it and its output returned; a mismatch throws UnexpectedAnswerError.
   * An empty body reaches the schema as undefined.
   */
  schema: S;
}

/** What the server said when it ended the session: its `code` and `error` text, when it sent them. */
interface EndedSession {
  code: string | undefined;
  message: string | undefined;
}

/** The code of a 401 for an account staff suspended; its message is kept for /login. */
export const ACCOUNT_SUSPENDED_CODE = 'account_suspended';

type UnauthorizedHandler = (ended: EndedSession) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** Registers what happens when a user call gets a 401; returns a function that unregisters it. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** The header naming the workspace a user call acts in; without it the server uses the last used. */
const WORKSPACE_HEADER = 'X-Workspace-Id';

/** The server's text for a workspace the caller is not a member of (404): removed, or never theirs. */
const WORKSPACE_NOT_FOUND = 'Workspace not found';

type WorkspaceDroppedHandler = (workspaceId: string) => void;
let workspaceDroppedHandler: WorkspaceDroppedHandler | null = null;

/**
 * Registers what happens after a user call's workspace answered 404 and was forgotten (the app
 * reads the person's workspaces again); returns a function that unregisters it.
 */
export function setWorkspaceDroppedHandler(handler: WorkspaceDroppedHandler): () => void {
  workspaceDroppedHandler = handler;
  return () => {
    if (workspaceDroppedHandler === handler) workspaceDroppedHandler = null;
  };
}

/**
 * Forgets the tab's workspace after the server said it is not the caller's, so the next call falls
 * back to the server's last used. Only once: the other calls sent with it answer 404 too.
 */
function dropWorkspace(workspaceId: string): void {
  if (readCurrentWorkspaceId() !== workspaceId) return;
  clearCurrentWorkspaceId();
  workspaceDroppedHandler?.(workspaceId);
}

/**
 * Ends the user session after a 401 on a user call: clears the stored session, keeps a
 * suspended account's message for /login, and tells the app (which sends the visitor to
 * /login).
 */
function handleUnauthorized(ended: EndedSession): void {
  clearSession();
  if (ended.code === ACCOUNT_SUSPENDED_CODE && ended.message) saveSignInNotice(ended.message);
  unauthorizedHandler?.(ended);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorField(payload: unknown, field: 'error' | 'code'): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const value = (payload as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Makes one call and returns its 2xx response unread, for the callers that read it themselves (a
 * stream, a download); apiRequest reads it as JSON. Sends the bearer token, throws NetworkError
 * when no answer came and ApiError for an error status, after a 401 on a user call has ended the
 * session.
 */
export async function apiFetch(path: string, options: ApiFetchOptions = {}): Promise<Response> {
  const { method = 'GET', body, file, token, signal, accept = 'application/json' } = options;
  const isUserCall = token === undefined;
  const bearer = isUserCall ? readStoredToken() : token;

  const headers: Record<string, string> = { ...options.headers, Accept: accept };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (file) headers['Content-Type'] = file.type;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  // Only the user's own calls act in a workspace: never an admin's, nor a form's without a token.
  const workspaceId = isUserCall && bearer ? readCurrentWorkspaceId() : null;
  if (workspaceId) headers[WORKSPACE_HEADER] = workspaceId;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
      signal,
    });
  } catch (cause) {
    // An abort is the caller's own doing, not a network failure.
    if (signal?.aborted) throw cause;
    throw new NetworkError({ cause });
  }

  if (!response.ok) {
    const payload = await readBody(response);
    const code = errorField(payload, 'code');
    const message = errorField(payload, 'error');
    if (response.status === 401 && isUserCall) handleUnauthorized({ code, message });
    if (response.status === 404 && workspaceId && message === WORKSPACE_NOT_FOUND) dropWorkspace(workspaceId);
    // Too busy now (429/503): the wait the server asked for, in words.
    const busy = busyMessage(code, response.headers.get('Retry-After'));
    throw new ApiError(response.status, busy ?? message, code);
  }
  return response;
}

export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.output<S>> {
  const { schema, ...call } = options;
  const response = await apiFetch(path, call);
  return parseAnswer(schema, await readBody(response), `${call.method ?? 'GET'} ${path}`, response.status);
}

/** The text a form shows for a failed call: the network message, the server's text, or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
