// GET /api/user/usage: the plan's allowance, used and left.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../shared/api/common';
import { usageResponse } from '../../../shared/api/settings';
import { requireAuth, requireSession } from '../../http/auth-guard';
import { getUsage } from './get-usage';

export const allowanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession(app, 'user'));
  app.get(
    '/usage',
    {
      schema: {
        tags: ['user'],
        summary: "Pins used and left this month and today, in the user's time zone",
        security: [{ bearerAuth: [] }],
        response: { 200: usageResponse, 401: errorResponse },
      },
    },
    async (request) => getUsage({ db: app.db, user: requireAuth(request).user, now: app.clock.now() }),
  );
};
