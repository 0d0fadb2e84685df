// /api/auth: sign-up, sign-in, sign-out (of this session, or of every session of the account).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authResponse, registerBody } from '../../../shared/api/auth';
import { errorResponse } from '../../../shared/api/common';
import { requireSession } from '../../http/auth-guard';
import { clientAddressKey, consumeRateLimits, type RateLimitRules } from '../../http/rate-limit';
import { toUserDto } from '../user';
import { registerUser } from './register-user';
import { registerSignInRoute } from './sign-in-route';
import { registerSignOutRoutes } from './sign-out-routes';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  app.post(
    '/register',
    {
      schema: {
        tags,
        summary: 'Create an account and sign in',
        description:
          'Refused with 403 `signups_closed` while staff have paused new sign-ups, and on a paid plan with 409 `trial_used` when the email (any spelling of it) has had its one free trial.',
        body: registerBody,
        response: {
          201: authResponse,
          400: errorResponse,
          403: errorResponse,
          409: errorResponse,
          429: errorResponse,
        },
      },
      preHandler: async (request) =>
        consumeRateLimits({
          db: app.db,
          now: app.clock.now(),
          checks: [
            { key: `register:address:${clientAddressKey(request.ip)}`, rule: rateLimits.registerPerAddress },
            { key: `register:email:${request.body.email.toLowerCase()}`, rule: rateLimits.registerPerEmail },
          ],
        }),
    },
    async (request, reply) => {
      const { token, user } = await registerUser({
        db: app.db,
        input: request.body,
        appSecret: app.appConfig.appSecret,
        now: app.clock.now(),
      });
      return reply.code(201).send({ token, user: await toUserDto(app.db, user) });
    },
  );

  registerSignInRoute(app, app, {
    rateLimits,
    kind: 'user',
    tags,
    summary: 'Sign in with email and password',
    answer: authResponse,
    toAnswer: async ({ token, user }) => ({ token, user: await toUserDto(app.db, user) }),
  });

  app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireSession(app, 'user'));
    registerSignOutRoutes(signedIn, app, {
      tags,
      thisSession: 'End this session',
      everySession: 'End every session of this account, this one included',
    });
  });
};
