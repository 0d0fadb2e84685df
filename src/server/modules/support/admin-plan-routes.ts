// /api/admin/support/phone-calls and /api/admin/support/account-managers (ADR 0033): staff's side
// of support by plan. Registered inside the admin guard (admin-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '../../../shared/api/common';
import {
  adminPhoneCallListResponse,
  adminPhoneCallQuery,
  adminPhoneCallResponse,
  phoneCallStatusBody,
} from '../../../shared/api/phone-calls';
import {
  accountManagerBody,
  accountManagerParams,
  adminAccountManagerResponse,
} from '../../../shared/api/support-plan';
import { requireAuth } from '../../http/auth-guard';
import { assignAccountManager, getAccountManager } from './account-managers';
import { listAdminPhoneCalls, setPhoneCallStatus } from './admin-phone-calls';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export const adminSupportPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/phone-calls',
    {
      schema: {
        tags,
        security,
        summary: 'Phone call requests, waiting ones first by preferred time, optionally one status',
        querystring: adminPhoneCallQuery,
        response: { 200: adminPhoneCallListResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => ({ phone_calls: await listAdminPhoneCalls({ db: app.db, ...request.query }) }),
  );

  app.put(
    '/phone-calls/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a phone call request done (or requested again)',
        params: idParams,
        body: phoneCallStatusBody,
        response: { 200: adminPhoneCallResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => ({
      phone_call: await setPhoneCallStatus({
        db: app.db,
        staff: requireAuth(request).user,
        phoneCallId: request.params.id,
        status: request.body.status,
        now: app.clock.now(),
      }),
    }),
  );

  app.get(
    '/account-managers/:userId',
    {
      schema: {
        tags,
        security,
        summary: "A customer's account manager, their plan, and the admin accounts that may be assigned",
        params: accountManagerParams,
        response: { 200: adminAccountManagerResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getAccountManager({ db: app.db, userId: request.params.userId, now: app.clock.now() }),
  );

  app.put(
    '/account-managers/:userId',
    {
      schema: {
        tags,
        security,
        summary:
          'Assign an Enterprise customer an account manager (an admin account), or take it away with null',
        params: accountManagerParams,
        body: accountManagerBody,
        response: {
          200: adminAccountManagerResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) =>
      assignAccountManager({
        db: app.db,
        staff: requireAuth(request).user,
        userId: request.params.userId,
        adminId: request.body.admin_id,
        now: app.clock.now(),
      }),
  );
};
