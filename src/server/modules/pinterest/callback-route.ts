// GET /api/pinterest/callback: the browser comes back from Pinterest's consent page. No guard (it
// carries no bearer token); the answer is always a redirect into the app, never JSON, because a
// person is looking at it. Codes and states must never be logged (http/logger.ts strips them).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callbackQuery } from '../../../shared/api/pinterest';
import { findActiveSession } from '../auth';
import { requestOrigin } from './browser-origin';
import { completeConnection } from './complete-connection';
import { pinterestTokensBox } from './connection-tokens';

export const callbackRoute: FastifyPluginAsyncZod = async (app) => {
  const box = pinterestTokensBox(app.appConfig.appSecret);

  app.get(
    '/callback',
    {
      schema: {
        tags: ['pinterest'],
        summary:
          'Pinterest’s redirect after consent; answers 302 to /settings or /boards (on the origin the connect started from) with connected=true or error=<code>',
        querystring: callbackQuery,
        // A redirect has no body; a NUL in the query is still the JSON 400 every route answers.
        response: {
          302: z
            .null()
            .describe(
              'Back into the app (Location): /settings or /boards, with connected=true or error=<code>',
            ),
        },
      },
      // An oversized or odd query is still a person who should land in the app, not on JSON.
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) return reply.redirect('/settings?error=invalid_request', 302);
      const target = await completeConnection({
        db: app.db,
        pinterest: app.pinterest,
        box,
        log: request.log,
        input: request.query,
        sessionUserId: await sessionUserId(request.headers.authorization),
        origin: requestOrigin(request),
        clock: app.clock,
      });
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  /** Browsers send no session here; a caller that does must be the one who started the attempt. */
  async function sessionUserId(header: string | undefined): Promise<string | null> {
    if (!header) return null;
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
    const session = token ? await findActiveSession({ db: app.db, token, now: app.clock.now() }) : null;
    // A header that names no live user session can match nobody's state.
    return session?.kind === 'user' ? session.user.id : 'no-live-session';
  }
};
