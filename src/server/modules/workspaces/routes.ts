// /api/workspaces: the workspaces the signed-in user belongs to (ADR 0032).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '../../../shared/api/common';
import { workspacesResponse } from '../../../shared/api/workspaces';
import { requireAuth, requireSession } from '../../http/auth-guard';
import { listWorkspaces } from './list-workspaces';

const tags = ['workspaces'];
const security = [{ bearerAuth: [] }];

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession(app, 'user'));

  app.get(
    '',
    {
      schema: {
        tags,
        security,
        summary: 'The workspaces you belong to, with your role in each',
        response: { 200: workspacesResponse, 401: errorResponse },
      },
    },
    async (request) => ({
      workspaces: await listWorkspaces(app.db, requireAuth(request).user.id),
    }),
  );
};
