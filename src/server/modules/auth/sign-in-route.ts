// POST /login for the app (/api/auth) and the staff console (/api/admin): the same limits on the
// same counters and the same password check; only the session's kind and the answer differ.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { loginBody } from '../../../shared/api/auth';
import { errorResponse } from '../../../shared/api/common';
import type { SessionKind, UserRow } from '../../db/schema';
import type { RateLimitRules } from '../../http/rate-limit';
import { consumeLoginPerAddress, logInUser } from './log-in-user';

export function registerSignInRoute<Answer extends z.ZodType>(
  group: Parameters<FastifyPluginAsyncZod>[0],
  app: FastifyInstance,
  options: {
    rateLimits: RateLimitRules;
    kind: SessionKind;
    tags: string[];
    summary: string;
    answer: Answer;
    toAnswer: (signedIn: { token: string; user: UserRow }) => z.infer<Answer> | Promise<z.infer<Answer>>;
  },
): void {
  const { rateLimits } = options;
  // Widened here; the signature already ties toAnswer to the schema it must meet.
  const answer: z.ZodType = options.answer;
  group.post(
    '/login',
    {
      schema: {
        tags: options.tags,
        summary: options.summary,
        body: loginBody,
        response: {
          200: answer,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse.describe(
            'The account is suspended (`account_suspended`); told only after the right password',
          ),
          429: errorResponse,
        },
      },
      preHandler: async (request) =>
        consumeLoginPerAddress({ db: app.db, rateLimits, ip: request.ip, now: app.clock.now() }),
    },
    async (request) => {
      const signedIn = await logInUser({
        db: app.db,
        input: request.body,
        kind: options.kind,
        address: request.ip,
        limits: rateLimits.loginFailures,
        now: app.clock.now(),
      });
      return options.toAnswer(signedIn);
    },
  );
}
