// How a group of routes documents itself in /api/docs: its tag and, for a group behind a session
// guard, the bearer scheme and the 401 the guard answers, said once per routes file rather than
// in every route; and, for every route, the workspace role it needs (ADR 0032).
import type { FastifyInstance, FastifySchema } from 'fastify';
import { errorResponse } from '../../shared/api/common';
import type { WorkspaceRole } from '../../shared/api/workspaces';

/** The OpenAPI security requirement of a route that needs a bearer session. */
const bearerSecurity = [{ bearerAuth: [] }];

/** What a route of a user session needs (auth-guard.ts): a workspace role, or 'self'. */
export type RouteRole = WorkspaceRole | 'self';

/**
 * Route options of a signed-in group: the route's own schema with the group's tags, the bearer
 * scheme and the guard's 401 added to the answers the route lists, and the role it needs (ADR
 * 0032; registerRoleDocs documents it).
 */
export function signedInRoute(tags: string[]) {
  return <Schema extends FastifySchema & { response: object }>(role: RouteRole, schema: Schema) => ({
    schema: {
      tags,
      security: bearerSecurity,
      ...schema,
      response: { ...schema.response, 401: errorResponse },
    },
    config: { role },
  });
}

/** The options of a route in a group that writes its own schema: the role it needs, and its docs. */
export function needsRole(role: RouteRole) {
  return { config: { role } };
}

/** How a role reads in /api/docs. */
function roleNote(role: RouteRole): string {
  return role === 'self'
    ? 'Acts on the signed-in person, in no workspace.'
    : `Needs the ${role} role or higher in the workspace the request is for (X-Workspace-Id, else the last used).`;
}

/**
 * Every route that names a role says so in /api/docs, after its own description, and lists the
 * guard's refusals: 403 role_required below the role, 404 for a workspace one is not a member of.
 */
export function registerRoleDocs(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const role = (route.config as { role?: RouteRole } | undefined)?.role;
    if (!role || !route.schema) return;
    const description = [route.schema.description, roleNote(role)].filter(Boolean).join(' ');
    const refusals = role === 'self' ? {} : { 403: errorResponse, 404: errorResponse };
    const response = { ...refusals, ...(route.schema.response as object | undefined) };
    route.schema = { ...route.schema, description, response };
  });
}
