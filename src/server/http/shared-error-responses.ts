// The refusals any operation can meet, whatever its module, added to every documented route's
// response schemas in one place (an onRoute hook) so /api/docs/json declares them all and no
// routes.ts has to remember them: a malformed request (400), an address or headers over the
// size limits (414, 431), a failure of ours (500), too busy to take it on now (503, http/admission.ts) and, where a body may be sent, one too large
// (413) or not JSON (415). A route's own schema for one of these statuses wins; the plain error
// body gets the shared description.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorResponse } from '../../shared/api/common';

const EVERY_OPERATION = {
  400: errorResponse.describe(
    'The request is malformed: a field fails validation (the message names it), a NUL character, JSON that does not parse, or an address whose percent-encoding is broken',
  ),
  414: errorResponse.describe('The address is too long'),
  431: errorResponse.describe('The request’s headers are too large'),
  500: errorResponse.describe('Something went wrong on our side; the answer carries no details'),
  503: errorResponse.describe(
    'Pinloom is busy (`server_overloaded`, and for other reasons a route names): try again after the seconds in `Retry-After`',
  ),
};

const WITH_A_BODY = {
  413: errorResponse.describe('The request body is over 1 MB'),
  415: errorResponse.describe('The request body is not application/json'),
};

/** Methods whose requests Fastify reads a body for (so 413 and 415 can happen). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function registerSharedErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide) return;
    const shared = {
      ...EVERY_OPERATION,
      ...([route.method].flat().some((method) => BODY_METHODS.has(method)) ? WITH_A_BODY : {}),
    };
    const own = (route.schema.response ?? {}) as Record<string, unknown>;
    const response: Record<string, unknown> = { ...shared };
    for (const [status, schema] of Object.entries(own)) {
      if (!(schema === errorResponse && status in shared)) response[status] = schema;
    }
    // A new schema object: routes may share theirs (a module's `errors` constant).
    route.schema = { ...route.schema, response } satisfies RouteOptions['schema'];
  });
}
