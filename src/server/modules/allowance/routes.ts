// GET /api/user/usage: the allowance of the workspace the request is for, used and left.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usageResponse } from '../../../shared/api/settings';
import { guardRoutes, requireWorkspace } from '../../http/auth-guard';
import { getUsage } from './get-usage';

export const allowanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = guardRoutes(app, 'user', ['user']);
  app.get(
    '/usage',
    route('viewer', {
      summary: "The workspace's pins used and left this month and today, in its owner's time zone",
      response: { 200: usageResponse },
    }),
    async (request) =>
      getUsage({ db: app.db, workspaceId: requireWorkspace(request).workspace.id, now: app.clock.now() }),
  );
};
