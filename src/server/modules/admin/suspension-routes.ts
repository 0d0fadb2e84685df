// Admin console routes: POST /users/{id}/suspend, /users/{id}/unsuspend; GET /audit-log. Registered inside the admin guard (routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type AdminUserRow,
  auditLogQuery,
  auditLogResponse,
  suspendUserBody,
  suspensionResponse,
} from '../../../shared/api/admin';
import { errorResponse, idParams } from '../../../shared/api/common';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { requireAuth } from '../../http/auth-guard';
import { toAdminUserRows } from './admin-user-row';
import { listAuditLog } from './list-audit-log';
import { suspendUser } from './suspend-user';
import { unsuspendUser } from './unsuspend-user';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const refusals = { 400: errorResponse, 401: errorResponse, 404: errorResponse, 409: errorResponse };

export const suspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/:id/suspend',
    {
      schema: {
        tags,
        security,
        summary: 'Suspend a customer account: sign-in refused, sessions ended, scheduled pins held',
        params: idParams,
        body: suspendUserBody,
        response: { 200: suspensionResponse, ...refusals },
      },
    },
    async (request) => {
      const user = await suspendUser({
        db: app.db,
        admin: requireAuth(request).user,
        userId: request.params.id,
        reason: request.body.reason,
        now: app.clock.now(),
      });
      return { user: await toAdminUserRow(app.db, user, app.clock.now()) };
    },
  );

  app.post(
    '/users/:id/unsuspend',
    {
      schema: {
        tags,
        security,
        summary: 'Lift a suspension: the account may sign in again and its held pins are published',
        params: idParams,
        response: { 200: suspensionResponse, ...refusals },
      },
    },
    async (request) => {
      const user = await unsuspendUser({
        db: app.db,
        admin: requireAuth(request).user,
        userId: request.params.id,
      });
      return { user: await toAdminUserRow(app.db, user, app.clock.now()) };
    },
  );

  app.get(
    '/audit-log',
    {
      schema: {
        tags,
        security,
        summary: 'The change history: every flag, prompt, model and suspension change, newest first',
        querystring: auditLogQuery,
        response: { 200: auditLogResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => listAuditLog({ db: app.db, limit: request.query.limit }),
  );
};

/** The user table's row for the account just changed (admin-user-row.ts, as every admin table). */
async function toAdminUserRow(db: Database, user: UserRow, now: Date): Promise<AdminUserRow> {
  const [row] = await toAdminUserRows({ db, users: [user], now });
  if (!row) throw new Error(`no admin row for user ${user.id}`);
  return row;
}
