// /api/activity: the workspace's activity log (ADR 0032), for every member.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activityQuery, activityResponse } from '../../../shared/api/activity';
import { errorResponse } from '../../../shared/api/common';
import { guardRoutes, requireWorkspace } from '../../http/auth-guard';
import { listActivity } from './list-activity';

export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['activity']);

  app.get(
    '',
    route('viewer', {
      summary: 'Who did what in the workspace over the last 90 days, newest first, 50 at a time',
      querystring: activityQuery,
      response: { 200: activityResponse, 400: errorResponse },
    }),
    async (request) =>
      listActivity({
        db: app.db,
        workspaceId: requireWorkspace(request).workspace.id,
        filter: request.query,
        now: app.clock.now(),
      }),
  );
};
