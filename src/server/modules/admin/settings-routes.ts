// Admin console routes: GET/PUT /settings, PUT /prompts/{setting_key}, POST /prompts/preview, GET /system. Registered inside the admin guard (routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminSettingsRoutes: FastifyPluginAsyncZod = async (_app) => {};
