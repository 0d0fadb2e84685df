// /api/admin: the staff console. Sign-in is public; everything else needs an admin session,
// signing out included (this session, or every session of the staff account: ADR 0026).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLoginResponse } from '../../../shared/api/auth';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { requireSession } from '../../http/auth-guard';
import type { RateLimitRules } from '../../http/rate-limit';
import { registerSignInRoute, registerSignOutRoutes } from '../auth';
import { apiHistoryRoutes } from './api-history-routes';
import { adminSettingsRoutes } from './settings-routes';
import { suspensionRoutes } from './suspension-routes';
import { adminUserRoutes } from './user-routes';
import { adminWorkspaceRoutes } from './workspace-routes';

const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  registerSignInRoute(app, app, {
    rateLimits,
    kind: 'admin',
    tags,
    summary: 'Sign in to the admin console',
    answer: adminLoginResponse,
    toAnswer: ({ token, user }) => ({
      token,
      admin: { id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName },
    }),
  });

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
    await console.register(adminWorkspaceRoutes);
  });
};
