// Bearer-token guards. A route group attaches one with `app.addHook('onRequest', ...)`, so
// handlers never check tokens themselves and a missing session is refused before the body is read.
// What a token means is the auth module's business, and which workspace a request is for the
// workspaces module's: app.ts hands both lookups in (registerAuthDecorator), so http/ never imports
// modules/. Every route behind a user session names the least workspace role it needs
// (`config.role`, ADR 0032), or 'self' for what is the person's own (their profile, password,
// workspaces list); the guard resolves the workspace and checks the role before the body is read.
// One statement does both reads: the session lookup is handed the requested workspace and answers
// the membership with the session (two round trips per request cost an eighth of the throughput,
// bench/README.md); the refusals (404, 403) are decided after the session's own checks, so a dead
// or wrong-kind token is still a 401 whatever workspace it names.
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { WorkspaceRole } from '../../shared/api/workspaces';
import {
  ACCOUNT_SUSPENDED_MESSAGE,
  AppError,
  AUTHENTICATION_REQUIRED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from '../app-error';
import type { Database } from '../db/connection';
import type { SessionKind, UserRow, WorkspaceRow } from '../db/schema';
import { sendError } from './error-handler';
import { type RouteRole, signedInRoute } from './route-docs';

export interface RequestAuth {
  sessionId: string;
  kind: SessionKind;
  user: UserRow;
}

/** The workspace a request acts in, and the caller's role there. */
export interface RequestWorkspace {
  workspace: WorkspaceRow;
  role: WorkspaceRole;
}

/**
 * What a bearer token opens: its live session with the user, and the membership of the workspace
 * `workspace` names (`X-Workspace-Id` as sent; null: the one the person used last), not yet
 * admitted, null if there is none; 'suspended' when it is a session of an account staff suspended
 * (refused, but the person is told why); 'none' for any other token.
 */
type FindSession = (options: {
  db: Database;
  token: string;
  now: Date;
  workspace: string | null;
}) => Promise<
  | { status: 'active'; session: RequestAuth; membership: RequestWorkspace | null }
  | { status: 'suspended' }
  | { status: 'none' }
>;

/**
 * Admits a request to the membership the session lookup found, or refuses (AppError): none, 404
 * (not a member, or a malformed id); a suspended workspace or a role below `least`, 403.
 */
type AdmitToWorkspace = (options: {
  db: Database;
  user: UserRow;
  membership: RequestWorkspace | null;
  least: WorkspaceRole;
}) => Promise<RequestWorkspace>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
    workspace: RequestWorkspace | null;
  }
  interface FastifyInstance {
    findSession: FindSession;
    admitToWorkspace: AdmitToWorkspace;
  }
  interface FastifyContextConfig {
    role?: RouteRole;
  }
}

/**
 * The header the web app sends with the workspace chosen in its switcher.
 * @internal for tests and benchmarks, not production code (as an export)
 */
export const WORKSPACE_HEADER = 'x-workspace-id';

export function registerAuthDecorator(
  app: FastifyInstance,
  lookUps: { findSession: FindSession; admitToWorkspace: AdmitToWorkspace },
): void {
  app.decorate('findSession', lookUps.findSession);
  app.decorate('admitToWorkspace', lookUps.admitToWorkspace);
  app.decorateRequest('auth', null);
  app.decorateRequest('workspace', null);
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
    // The route's role first: a user route that acts in a workspace has it read with the session.
    const role = kind === 'user' ? request.routeOptions.config.role : undefined;
    const workspace = role === undefined || role === 'self' ? null : requestedWorkspace(request);
    const found = match?.[1]
      ? await app.findSession({ db: app.db, token: match[1], now: app.clock.now(), workspace })
      : null;
    // Refused like any dead session (401, so the app ends it), but saying why. Sign-in answers
    // account_suspended with 403 (its status in the error map); here the token itself is dead.
    if (found?.status === 'suspended')
      return sendError(reply, 'account_suspended', ACCOUNT_SUSPENDED_MESSAGE, {}, 401);
    if (found?.status !== 'active') throw new AppError('unauthorized', SESSION_EXPIRED_MESSAGE);
    const { session, membership } = found;
    if (session.kind !== kind || (kind === 'admin' && session.user.role !== 'admin')) {
      throw new AppError('unauthorized', SESSION_EXPIRED_MESSAGE);
    }
    request.auth = session;
    if (kind !== 'user') return;
    if (role === undefined) throw new Error(`no workspace role declared on ${request.routeOptions.url}`);
    if (role === 'self') return;
    request.workspace = await app.admitToWorkspace({
      db: app.db,
      user: session.user,
      membership,
      least: role,
    });
  };
}

/** The workspace the request names (`X-Workspace-Id`), any text; null when it names none. */
function requestedWorkspace(request: FastifyRequest): string | null {
  const header = request.headers[WORKSPACE_HEADER];
  return typeof header === 'string' ? header.trim() : null;
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

/** The workspace the guard admitted the request to, on a route that names a role. */
export function requireWorkspace(request: FastifyRequest): RequestWorkspace {
  if (!request.workspace) throw new Error(`no workspace role on ${request.routeOptions.url}`);
  return request.workspace;
}

/**
 * Guards every route of a group with a session of `kind` and answers the group's route options
 * (route-docs.ts): its tags, the bearer scheme and the guard's 401.
 */
export function guardRoutes(app: FastifyInstance, kind: SessionKind, tags: string[]) {
  app.addHook('onRequest', requireSession(app, kind));
  return signedInRoute(tags);
}
