// How a group of routes documents itself in /api/docs: its tag and, for a group behind a session
// guard, the bearer scheme, said once per routes file rather than in every route.
import type { FastifySchema } from 'fastify';

/** The OpenAPI security requirement of a route that needs a bearer session. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** Route options of a signed-in group: the route's own schema with the group's tags and bearer scheme. */
export function signedInRoute(tags: string[]) {
  return <Schema extends FastifySchema>(schema: Schema) => ({
    schema: { tags, security: bearerSecurity, ...schema },
  });
}
