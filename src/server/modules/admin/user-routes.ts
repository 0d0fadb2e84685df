// Admin console routes: GET /stats, /users/recent, /users, /users/{id}. Registered inside the admin guard (routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminUserRoutes: FastifyPluginAsyncZod = async (_app) => {};
