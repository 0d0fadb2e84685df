// OpenAPI description built from the routes' zod schemas: JSON at /api/docs/json, Swagger UI at
// /api/docs with its assets served from the package (works offline and under our CSP).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const API_DOCS_PREFIX = '/api/docs';

type Transformed = ReturnType<typeof jsonSchemaTransform>;

/**
 * A `z.null()` answer is one without a body (a redirect). OpenAPI 3.0 has no null type, so zod
 * writes it as a nullable enum of null, which @fastify/swagger would document as a JSON body;
 * `type: 'null'` is what it documents as an answer with none.
 */
function withoutBodies(transformed: Transformed): Transformed {
  const response = (transformed.schema as { response?: Record<string, Record<string, unknown>> }).response;
  for (const [status, schema] of Object.entries(response ?? {})) {
    const values = schema.enum;
    const nullOnly =
      schema.nullable === true && Array.isArray(values) && values.length === 1 && values[0] === null;
    if (nullOnly && response) response[status] = { type: 'null', description: schema.description };
  }
  return transformed;
}

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pinloom API', description: 'AI pin studio for Pinterest.', version: '0.1.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Session token' } },
      },
    },
    transform: (document) => withoutBodies(jsonSchemaTransform(document)),
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // The default validator badge loads an image from validator.swagger.io, which the CSP blocks.
    uiConfig: { validatorUrl: null },
  });
}
