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

/** /api/v1's tag: its routes are listed first. */
const PUBLIC_API_TAG = 'Public API v1';

const PROBLEM_SCHEMA = {
  type: 'object',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', description: 'A URI naming the problem, ending in its code' },
    title: { type: 'string', description: 'The HTTP status in words' },
    status: { type: 'integer' },
    detail: { type: 'string', description: 'What went wrong, in a sentence for a person' },
    code: { type: 'string', description: 'The same code the app answers, e.g. plan_feature' },
  },
};

/** /api/v1 answers its errors as RFC 9457 problems (application/problem+json), documented so. */
function asProblems(url: string, transformed: Transformed): Transformed {
  if (!url.startsWith('/api/v1/')) return transformed;
  const response = (transformed.schema as { response?: Record<string, Record<string, unknown>> }).response;
  for (const status of Object.keys(response ?? {})) {
    if (Number(status) < 400 || !response) continue;
    response[status] = {
      description: response[status]?.description ?? 'An RFC 9457 problem',
      content: { 'application/problem+json': { schema: PROBLEM_SCHEMA } },
    };
  }
  return transformed;
}

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pinloom API', description: 'AI pin studio for Pinterest.', version: '0.1.0' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'Session token' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'pl_live_…',
            description: 'An API key from Settings → API (Enterprise), for /api/v1 only',
          },
        },
      },
      // The public API first (ADR 0046); Swagger UI lists tags in this order, then the rest.
      tags: [{ name: PUBLIC_API_TAG, description: 'The stable public API, opened by an API key' }],
    },
    transform: (document) => asProblems(document.url, withoutBodies(jsonSchemaTransform(document))),
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // The default validator badge loads an image from validator.swagger.io, which the CSP blocks.
    uiConfig: { validatorUrl: null },
  });
}
