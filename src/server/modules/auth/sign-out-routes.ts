// POST /logout and /logout-everywhere for a signed-in group of routes: the app's (/api/auth) and
// the admin console's (/api/admin). The group has attached its session guard; only the summaries
// say whose sessions end.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { requireAuth } from '../../http/auth-guard';
import { needsRole } from '../../http/route-docs';
import { logOutSession } from './log-out-session';
import { revokeUserSessions } from './sessions';

export function registerSignOutRoutes(
  group: Parameters<FastifyPluginAsyncZod>[0],
  app: FastifyInstance,
  text: { tags: string[]; thisSession: string; everySession: string },
): void {
  const schema = (summary: string) => ({
    tags: text.tags,
    summary,
    security: [{ bearerAuth: [] }],
    response: { 200: successResponse, 401: errorResponse },
  });
  group.post('/logout', { schema: schema(text.thisSession), ...needsRole('self') }, async (request) => {
    await logOutSession({ db: app.db, sessionId: requireAuth(request).sessionId, now: app.clock.now() });
    return { success: true as const };
  });
  group.post(
    '/logout-everywhere',
    { schema: schema(text.everySession), ...needsRole('self') },
    async (request) => {
      await revokeUserSessions({ db: app.db, userId: requireAuth(request).user.id, now: app.clock.now() });
      return { success: true as const };
    },
  );
}
