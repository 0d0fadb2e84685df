// Admin console routes: GET /api-history, /api-history/totals, /api-history/{id}; DELETE /api-history. Registered inside the admin guard (routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const apiHistoryRoutes: FastifyPluginAsyncZod = async (_app) => {};
