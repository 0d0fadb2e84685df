// Bearer-token guards. A route group attaches one with `app.addHook('onRequest', ...)`, so
// handlers never check tokens themselves and a missing session is refused before the body is read.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { SessionKind, UserRow } from '../db/schema';
import { findActiveSession } from '../modules/auth/sessions';
import { AppError, AUTHENTICATION_REQUIRED_MESSAGE, SESSION_EXPIRED_MESSAGE } from './errors';

export interface RequestAuth {
  sessionId: string;
  kind: SessionKind;
  user: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export function registerAuthDecorator(app: FastifyInstance): void {
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
    const session = match?.[1] ? await findActiveSession({ db: app.db, token: match[1] }) : null;
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
