// /api/admin: the staff console. Sign-in is public; everything else needs an admin session,
// signing out included (this session, or every session of the staff account: ADR 0026).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginResponse, loginBody } from '../../../shared/api/auth';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { requireSession } from '../../http/auth-guard';
import type { RateLimitRules } from '../../http/rate-limit';
import { consumeLoginPerAddress, logInUser, registerSignOutRoutes } from '../auth';
import { apiHistoryRoutes } from './api-history-routes';
import { adminSettingsRoutes } from './settings-routes';
import { suspensionRoutes } from './suspension-routes';
import { adminUserRoutes } from './user-routes';

const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in to the admin console',
        body: loginBody,
        response: {
          200: adminLoginResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse.describe(
            'The account is suspended (`account_suspended`); told only after the right password',
          ),
          429: errorResponse,
        },
      },
      // The same limits as the app's sign-in, on the same counters (auth module).
      preHandler: async (request) =>
        consumeLoginPerAddress({ db: app.db, rateLimits, ip: request.ip, now: app.clock.now() }),
    },
    async (request) => {
      const { token, user } = await logInUser({
        db: app.db,
        input: request.body,
        kind: 'admin',
        address: request.ip,
        limits: rateLimits.loginFailures,
        now: app.clock.now(),
      });
      return {
        token,
        admin: { id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName },
      };
    },
  );

  app.register(async (console) => {
    console.addHook('onRequest', requireSession(app, 'admin'));
    console.get(
      '/test',
      {
        schema: {
          tags,
          summary: 'Check that the admin token is still valid',
          security: [{ bearerAuth: [] }],
          response: { 200: successResponse, 401: errorResponse },
        },
      },
      async () => ({ success: true as const }),
    );
    registerSignOutRoutes(console, app, {
      tags,
      thisSession: 'End this admin session (the console’s Logout)',
      everySession: 'End every session of this staff account: the console on every device, and the app',
    });
    await console.register(adminUserRoutes);
    await console.register(apiHistoryRoutes);
    await console.register(suspensionRoutes);
    await console.register(adminSettingsRoutes);
  });
};
