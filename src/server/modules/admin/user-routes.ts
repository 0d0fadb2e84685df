// Admin console routes: GET /stats, /users/recent, /users, /users/{id}. Registered inside the admin guard (routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminStatsResponse,
  adminUserDetailResponse,
  adminUsersQuery,
  adminUsersResponse,
  recentUsersResponse,
} from '../../../shared/api/admin';
import { errorResponse, idParams } from '../../../shared/api/common';
import { getAdminStats } from './get-admin-stats';
import { getAdminUser } from './get-admin-user';
import { listAdminUsers } from './list-admin-users';
import { listRecentUsers } from './list-recent-users';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Dashboard figures: customers, subscribers, plans, boards, pins generated today (UTC)',
        response: { 200: adminStatsResponse, 401: errorResponse },
      },
    },
    async () => getAdminStats({ db: app.db, now: app.clock.now() }),
  );

  app.get(
    '/users/recent',
    {
      schema: {
        tags,
        security,
        summary: 'The 10 newest customer accounts',
        response: { 200: recentUsersResponse, 401: errorResponse },
      },
    },
    async () => ({ users: await listRecentUsers({ db: app.db, now: app.clock.now() }) }),
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        security,
        summary: 'Customer accounts newest first, a page at a time, searched by name or email',
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => listAdminUsers({ db: app.db, ...request.query, now: app.clock.now() }),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One customer account in detail: usage, boards, pins, Pinterest, recent AI calls',
        params: idParams,
        response: { 200: adminUserDetailResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getAdminUser({ db: app.db, userId: request.params.id, now: app.clock.now() }),
  );
};
