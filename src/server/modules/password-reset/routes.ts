// /api/auth forgot and reset password. The reset token travels only in request
// bodies, never in an address, so the request log never holds one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordBody,
  forgotPasswordResponse,
  resetPasswordBody,
  resetPasswordCheckBody,
  resetPasswordCheckResponse,
} from '../../../shared/api/account';
import { authResponse } from '../../../shared/api/auth';
import { errorResponse } from '../../../shared/api/common';
import {
  clientAddressKey,
  consumeRateLimits,
  limitRequests,
  type RateLimitRules,
} from '../../http/rate-limit';
import { toUserDto } from '../user';
import { checkResetToken } from './check-reset-token';
import { requestPasswordReset } from './request-password-reset';
import { resetPassword } from './reset-password';

const tags = ['auth'];

export const passwordResetRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  const publicUrl = app.appConfig.publicUrl;
  const limitPerAddress = limitRequests(app, (request) => [
    {
      key: `reset-password:address:${clientAddressKey(request.ip)}`,
      rule: rateLimits.resetPasswordPerAddress,
    },
  ]);

  app.post(
    '/forgot-password',
    {
      schema: {
        tags,
        summary: 'Email a password reset link',
        description:
          'Always the same answer, whether or not an account uses the email. Limited per address and per email (429).',
        body: forgotPasswordBody,
        response: { 200: forgotPasswordResponse, 400: errorResponse, 429: errorResponse },
      },
      preHandler: async (request) =>
        consumeRateLimits({
          db: app.db,
          now: app.clock.now(),
          checks: [
            {
              key: `forgot-password:address:${clientAddressKey(request.ip)}`,
              rule: rateLimits.forgotPasswordPerAddress,
            },
            {
              key: `forgot-password:email:${request.body.email.toLowerCase()}`,
              rule: rateLimits.forgotPasswordPerEmail,
            },
          ],
        }),
    },
    async (request) => {
      await requestPasswordReset({
        db: app.db,
        email: request.body.email,
        publicUrl,
        now: app.clock.now(),
      });
      return { success: true as const, message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/reset-password/check',
    {
      schema: {
        tags,
        summary: 'Whether a reset link still works, and for which (masked) email',
        body: resetPasswordCheckBody,
        response: { 200: resetPasswordCheckResponse, 400: errorResponse, 429: errorResponse },
      },
      preHandler: limitPerAddress,
    },
    async (request) => checkResetToken({ db: app.db, token: request.body.token, now: app.clock.now() }),
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link and sign in',
        description:
          "Every session of the account ends; the answer is a new one. The account's other links die.",
        body: resetPasswordBody,
        response: { 200: authResponse, 400: errorResponse, 429: errorResponse },
      },
      preHandler: limitPerAddress,
    },
    async (request) => {
      const { token, user } = await resetPassword({
        db: app.db,
        token: request.body.token,
        password: request.body.password,
        publicUrl,
        now: app.clock.now(),
      });
      return { token, user: await toUserDto(app.db, user) };
    },
  );
};
