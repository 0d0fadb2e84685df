// How a group of routes documents itself in /api/docs: its tag and, for a group behind a session
// guard, the bearer scheme and the 401 the guard answers, said once per routes file rather than
// in every route.
import type { FastifySchema } from 'fastify';
import { errorResponse } from '../../shared/api/common';

/** The OpenAPI security requirement of a route that needs a bearer session. */
const bearerSecurity = [{ bearerAuth: [] }];

/**
 * Route options of a signed-in group: the route's own schema with the group's tags, the bearer
 * scheme and the guard's 401 added to the answers the route lists.
 */
export function signedInRoute(tags: string[]) {
  return <Schema extends FastifySchema & { response: object }>(schema: Schema) => ({
    schema: {
      tags,
      security: bearerSecurity,
      ...schema,
      response: { ...schema.response, 401: errorResponse },
    },
  });
}
