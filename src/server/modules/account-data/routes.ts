// /api/user/export and /api/user/delete-account: the account's data as a file, and closing the
// account. Both need a user session and act on the person, in no workspace ('self', ADR 0032).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountExport, deleteAccountBody, exportFileName } from '../../../shared/api/account';
import { errorResponse, successResponse } from '../../../shared/api/common';
import { formatLocalDate, localDate } from '../../../shared/time-zone';
import { requireAuth, requireSession } from '../../http/auth-guard';
import type { RateLimitRules } from '../../http/rate-limit';
import { needsRole } from '../../http/route-docs';
import { deleteAccount } from './delete-account';
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
