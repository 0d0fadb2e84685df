// The path every /v5 request takes: faults first, then rate limits, authentication and scopes,
// the OpenAPI check of the request, the route, and the OpenAPI check of the answer.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { handleApi } from './api';
import {
  authenticationFailed,
  invalidGrant,
  invalidParameters,
  notPermitted,
  rateLimited,
  serverError,
} from './errors';
import type { FaultSwitch } from './faults';
import { INVALID_BODY, type Reply } from './http';
import { type OAuthApp, revoke, token } from './oauth';
import { checkQuery, operationInfo, validateAgainstOpenApi } from './openapi-check';
import { type RateLimiter, headers as rateLimitHeaders } from './rate-limit';
import type { LoggedRequest } from './request-log';
import type { SimulatedPinterest } from './simulated-pinterest';
import type { TokenStore } from './tokens';

export interface V5Context {
  app: OAuthApp;
  tokens: TokenStore;
  faults: FaultSwitch;
  limiter: RateLimiter;
  store: () => SimulatedPinterest;
  validate: boolean;
  /** How the 'slow' and 'timeout' faults wait (see PinterestEmulatorOptions.sleep). */
  sleep: (ms: number) => Promise<void>;
}

export interface V5Request {
  raw: IncomingMessage;
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  entry: LoggedRequest;
}

/** The reply, or 'hold' when a 'timeout' fault swallows it or nobody is left to answer. */
export async function answerV5(context: V5Context, request: V5Request): Promise<Reply | 'hold'> {
  const { method, path, body } = request;
  const info = operationInfo(method, path);
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.raw.headers.authorization ?? '')?.[1];
  const limit = context.limiter.take(bearer ?? 'anonymous', info?.rateLimitCategory ?? null);
  const finish = (reply: Reply) =>
    checkResponse(context, request, {
      ...reply,
      headers: { ...limit.headers, 'x-pinterest-rid': randomUUID().slice(0, 13), ...reply.headers },
    });

  const fault = context.faults.take(path);
  if (fault?.mode === '429' || (limit.limited && !fault)) {
    const wait = fault?.retryAfterSeconds ?? limit.resetSeconds;
    const limitHeader = Number(limit.headers['x-ratelimit-limit']);
    return finish({
      ...rateLimited(),
      headers: { ...rateLimitHeaders(limitHeader, 0, wait), 'retry-after': String(wait) },
    });
  }
  if (fault?.mode === '500' && !fault.afterWork) return finish(serverError());
  if (fault?.mode === 'revoked') {
    // Revoked access: API calls answer 401, and refreshing is refused (the user must reconnect).
    const tokenCall = path === '/v5/oauth/token';
    const refresh = tokenCall && formOf(body).grant_type === 'refresh_token';
    if (refresh) return finish(invalidGrant());
    if (!tokenCall) return finish(authenticationFailed());
  }
  if (fault?.mode === 'slow') {
    const delayMs = fault.delayMs ?? 5000;
    if (!fault.dropOnHangUp) await context.sleep(delayMs);
    else if (await hangsUpWithin(context.sleep(delayMs), request.raw.socket)) {
      request.entry.dropped = true;
      return 'hold';
    }
  }

  const reply = finish(
    body === INVALID_BODY
      ? invalidParameters('the request body could not be read.')
      : await route(context, request, bearer, info?.scopes ?? []),
  );
  if (fault?.mode === '500') return finish(serverError());
  if (fault?.mode !== 'timeout') return reply;
  if (fault.delayMs === undefined) return 'hold';
  await context.sleep(fault.delayMs);
  return reply;
}

async function route(context: V5Context, request: V5Request, bearer: string | undefined, scopes: string[]) {
  const { method, path, query, body } = request;
  const oauthCall = path === '/v5/oauth/token' || path === '/v5/oauth/token/revoke';
  const grant = !oauthCall && bearer ? context.tokens.grantOf(bearer) : null;
  if (!oauthCall) {
    if (!grant) return authenticationFailed();
    const missing = scopes.filter((scope) => !grant.scopes.includes(scope));
    if (missing.length) return notPermitted(missing);
  }
  if (context.validate) {
    const verdict = validateAgainstOpenApi({ method, path, body, kind: 'request' });
    const problems = [...(verdict.operationId ? verdict.errors : []), ...checkQuery(method, path, query)];
    if (problems.length) {
      // Pinterest refuses such requests with 400; the log keeps the reasons for tests to read.
      request.entry.requestViolations = problems;
      return invalidParameters(problems.join('; '));
    }
  }
  const authorization = request.raw.headers.authorization;
  if (path === '/v5/oauth/token') return token(context.app, context.tokens, authorization, formOf(body));
  if (path === '/v5/oauth/token/revoke')
    return revoke(context.app, context.tokens, authorization, formOf(body));
  if (!grant) return authenticationFailed();
  // The token's account alone: another account's boards and pins are as unknown as made-up ids.
  const store = context.store();
  return handleApi(store.of(grant.account), { method, path, query, body }, store.now);
}

/** An answer the file does not allow is the emulator's own bug: log it loudly and answer 500. */
function checkResponse(context: V5Context, request: V5Request, reply: Reply): Reply {
  if (!context.validate) return reply;
  const { method, path, entry } = request;
  const verdict = validateAgainstOpenApi({
    method,
    path,
    status: reply.status,
    body: reply.body,
    kind: 'response',
  });
  if (verdict.valid || verdict.operationId === null) return reply;
  entry.responseViolations = verdict.errors;
  console.error(
    `[pinterest emulator] BUG: ${method} ${path} ${reply.status} breaks the OpenAPI file:`,
    verdict.errors,
  );
  return { status: 500, body: { code: 1, message: `Emulator bug: ${verdict.errors.join('; ')}` } };
}

export function formOf(body: unknown): Record<string, string | undefined> {
  return body && typeof body === 'object' ? (body as Record<string, string>) : {};
}

// Unref'd so a held or slow answer never keeps a test process alive after close().
export const unrefSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Waits for `wait` to end or the client's connection to close: true if it closed (the client hung up). */
function hangsUpWithin(wait: Promise<void>, socket: Socket): Promise<boolean> {
  if (socket.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    const closed = () => resolve(true);
    socket.once('close', closed);
    void wait.then(() => {
      socket.off('close', closed);
      resolve(false);
    });
  });
}
