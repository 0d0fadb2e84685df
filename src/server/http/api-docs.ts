// OpenAPI description built from the routes' zod schemas: JSON at /api/docs/json, Swagger UI at
// /api/docs with its assets served from the package (works offline and under our CSP).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const API_DOCS_PREFIX = '/api/docs';

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Pinloom API', description: 'AI pin studio for Pinterest.', version: '0.1.0' },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'Session token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // The default validator badge loads an image from validator.swagger.io, which the CSP blocks.
    uiConfig: { validatorUrl: null },
  });
}
