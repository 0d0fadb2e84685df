// Bearer-token guards. A route group attaches one with `app.addHook('onRequest', ...)`, so
// handlers never check tokens themselves and a missing session is refused before the body is read.
// What a token means is the auth module's business: app.ts hands its session lookup in
// (registerAuthDecorator), so http/ never imports modules/.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  AppError,
  AUTHENTICATION_REQUIRED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../app-error';
import type { Database } from '../db/connection';
import type { SessionKind, UserRow } from '../db/schema';
import { sendError } from './error-handler';
import { signedInRoute } from './route-docs';

export interface RequestAuth {
  sessionId: string;
  kind: SessionKind;
  user: UserRow;
}

/**
 * What a bearer token opens: its live session with the user; 'suspended' when it is a session of
 * an account staff suspended (refused, but the person is told why); 'none' for any other token.
 */
type FindSession = (options: {
  db: Database;
  token: string;
  now: Date;
}) => Promise<{ status: 'active'; session: RequestAuth } | { status: 'suspended' } | { status: 'none' }>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyInstance {
    findSession: FindSession;
  }
}

export function registerAuthDecorator(app: FastifyInstance, findSession: FindSession): void {
  app.decorate('findSession', findSession);
  app.decorateRequest('auth', null);
}

/**
 * Admits only live sessions of `kind`: a user token does not open admin routes and an admin
 * token does not open the app, and an admin session dies with the admin role.
 */
export function requireSession(app: FastifyInstance, kind: SessionKind): onRequestHookHandler {
  return async (request, reply) => {
    const header = request.headers.authorization;
    if (!header) throw new AppError('unauthorized', AUTHENTICATION_REQUIRED_MESSAGE);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const found = match?.[1]
      ? await app.findSession({ db: app.db, token: match[1], now: app.clock.now() })
      : null;
    // Refused like any dead session (401, so the app ends it), but saying why. Sign-in answers
    // account_suspended with 403 (its status in the error map); here the token itself is dead.
    if (found?.status === 'suspended')
      return sendError(reply, 'account_suspended', ACCOUNT_SUSPENDED_MESSAGE, {}, 401);
    const session = found?.status === 'active' ? found.session : null;
    if (!session || session.kind !== kind || (kind === 'admin' && session.user.role !== 'admin')) {
      throw new AppError('unauthorized', SESSION_EXPIRED_MESSAGE);
    }
    request.auth = session;
  };
}

/** The session the guard admitted; calling it on an unguarded route is a programming error. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw new Error(`no auth guard on ${request.routeOptions.url}`);
  return request.auth;
}

/** The signed-in user's id, on a route behind the guard. */
export function signedInUserId(request: FastifyRequest): string {
  return requireAuth(request).user.id;
}

/**
 * Guards every route of a group with a session of `kind` and answers the group's route options
 * (route-docs.ts): its tags, the bearer scheme and the guard's 401.
 */
export function guardRoutes(app: FastifyInstance, kind: SessionKind, tags: string[]) {
  app.addHook('onRequest', requireSession(app, kind));
  return signedInRoute(tags);
}
