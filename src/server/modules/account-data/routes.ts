// /api/user/export and /api/user/delete-account: the account's data as a file, and closing the
// account. Both need a user session and act on the person, in no workspace ('self', ADR 0032).
// DELETE /api/workspaces/{workspaceId}: an owner deletes a workspace (ADR 0034); it reaches
// Pinterest and Stripe as closing the account does, so it is registered from here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountExport, deleteAccountBody, exportFileName } from '../../../shared/api/account';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { deleteWorkspaceBody } from '../../../shared/api/workspaces';
import { formatLocalDate, localDate } from '../../../shared/time-zone';
import { requireAuth, requireSession } from '../../http/auth-guard';
import type { RateLimitRules } from '../../http/rate-limit';
import { needsRole } from '../../http/route-docs';
import { deleteAccount } from './delete-account';
import { deleteWorkspace } from './delete-workspace';
import { exportAccountData } from './export-account-data';

const tags = ['user'];
const security = [{ bearerAuth: [] }];

export const accountDataRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (
  app,
  { rateLimits },
) => {
  app.addHook('onRequest', requireSession(app, 'user'));

  app.get(
    '/export',
    {
      schema: {
        tags,
        security,
        summary: 'Download my data: a JSON file of the profile, settings, boards, pins and support tickets',
        response: { 200: accountExport, 401: errorResponse },
      },
      ...needsRole('self'),
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const now = app.clock.now();
      const data = await exportAccountData({
        db: app.db,
        user,
        links: { media: app.media, pinterest: app.pinterest },
        // PUBLIC_URL, as emails' links: the address people open Pinloom at, which serves the images.
        origin: app.appConfig.publicUrl,
        now,
      });
      const fileName = exportFileName(formatLocalDate(localDate(now, user.timeZone)));
      reply.header('content-disposition', `attachment; filename="${fileName}"`);
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.post(
    '/delete-account',
    {
      schema: {
        tags,
        security,
        summary:
          'Delete the account (password required): sessions end, Pinterest is disconnected, scheduled pins never publish, the email is free; data is purged after 30 days',
        body: deleteAccountBody,
        response: { 200: successResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
      ...needsRole('self'),
    },
    async (request) => {
      await deleteAccount({
        db: app.db,
        user: requireAuth(request).user,
        password: request.body.password,
        limit: rateLimits.currentPasswordFailuresPerUser,
        pinterest: app.pinterest,
        appSecret: app.appConfig.appSecret,
        billing: app.billing,
        log: request.log,
        now: app.clock.now(),
      });
      return { success: true as const };
    },
  );
};

/** Registered under /api/workspaces, beside the workspaces module's routes there. */
export const workspaceDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireSession(app, 'user'));

  app.delete(
    '/:workspaceId',
    {
      schema: {
        tags: ['workspaces'],
        security,
        summary: 'Delete a workspace (owner), typing its name to confirm',
        description:
          'Its boards, pins, schedule, feeds, review links, members and activity go at once; its Pinterest accounts are disconnected and its Stripe subscription is canceled at once, with no refund. Support tickets stay. 400 validation_error when confirm_name is not the workspace’s name; 403 role_required below owner; 404 for a workspace you are not a member of (or deleted already); 409 personal_workspace for a personal workspace, which goes only with its account.',
        params: z.object({ workspaceId: z.string().uuid() }),
        body: deleteWorkspaceBody,
        response: {
          200: successResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          409: errorResponse,
        },
      },
      ...needsRole('self'),
    },
    async (request) => {
      await deleteWorkspace({
        db: app.db,
        user: requireAuth(request).user,
        workspaceId: request.params.workspaceId,
        confirmName: request.body.confirm_name,
        pinterest: app.pinterest,
        appSecret: app.appConfig.appSecret,
        billing: app.billing,
        media: app.media,
        log: request.log,
      });
      return { success: true as const };
    },
  );
};
