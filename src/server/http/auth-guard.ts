// Bearer-token guards. A route group attaches one with `app.addHook('onRequest', ...)`, so
// handlers never check tokens themselves and a missing session is refused before the body is read.
// What a token means is the auth module's business: app.ts hands its session lookup in
// (registerAuthDecorator), so http/ never imports modules/.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError, AUTHENTICATION_REQUIRED_MESSAGE, SESSION_EXPIRED_MESSAGE } from '../app-error';
import type { Database } from '../db/connection';
import type { SessionKind, UserRow } from '../db/schema';

export interface RequestAuth {
  sessionId: string;
  kind: SessionKind;
  user: UserRow;
}

/** The live session a bearer token opens, with its user; null for any other token. */
type FindSession = (options: { db: Database; token: string }) => Promise<RequestAuth | null>;

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
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) throw new AppError('unauthorized', AUTHENTICATION_REQUIRED_MESSAGE);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    const session = match?.[1] ? await app.findSession({ db: app.db, token: match[1] }) : null;
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
