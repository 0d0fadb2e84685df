// /api/user/password and /api/user/email: the password and email changes of Settings → Profile
// and security. Names and the time zone stay on PUT /api/user/profile (modules/user).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeEmailBody, changePasswordBody } from '../../../shared/api/account';
import { profileResponse } from '../../../shared/api/auth';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { requireAuth, requireSession } from '../../http/auth-guard';
import type { RateLimitRules } from '../../http/rate-limit';
import { needsRole } from '../../http/route-docs';
import { toUserDto } from '../user';
import { changeEmail } from './change-email';
import { changePassword } from './change-password';

const tags = ['user'];
const security = [{ bearerAuth: [] }];

export const accountSecurityRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  app.addHook('onRequest', requireSession(app, 'user'));
  const limit = rateLimits.currentPasswordFailuresPerUser;
  const publicUrl = app.appConfig.publicUrl;

  app.put(
    '/password',
    {
      schema: {
        tags,
        security,
        summary: 'Change the password',
        description:
          'Needs the current password (400 `wrong_current_password`; 429 after repeated wrong ones). Every other session of the account ends.',
        body: changePasswordBody,
        response: { 200: successResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
      ...needsRole('self'),
    },
    async (request) => {
      const { user, sessionId } = requireAuth(request);
      await changePassword({
        db: app.db,
        user,
        sessionId,
        input: request.body,
        publicUrl,
        limit,
        now: app.clock.now(),
      });
      return { success: true as const };
    },
  );

  app.put(
    '/email',
    {
      schema: {
        tags,
        security,
        summary: 'Change the email address',
        description:
          'Needs the current password. 409 `email_taken` when another account uses the address; the old address is told by email.',
        body: changeEmailBody,
        response: {
          200: profileResponse,
          400: errorResponse,
          401: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
      ...needsRole('self'),
    },
    async (request) => {
      const user = await changeEmail({
        db: app.db,
        user: requireAuth(request).user,
        input: request.body,
        publicUrl,
        limit,
        now: app.clock.now(),
      });
      return { user: await toUserDto(app.db, user) };
    },
  );
};
