// Admin console routes: GET /api-history, /api-history/totals, /api-history/{id}; DELETE /api-history. Registered inside the admin guard (routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiCallDetail,
  apiHistoryQuery,
  apiHistoryResponse,
  apiHistoryTotalsQuery,
  apiHistoryTotalsResponse,
  clearApiHistoryResponse,
} from '../../../shared/api/admin';
import { errorResponse, idParams } from '../../../shared/api/common';
import { requireAuth } from '../../http/auth-guard';
import { clearApiHistory } from './clear-api-history';
import { getApiCall } from './get-api-call';
import { getApiHistoryTotals } from './get-api-history-totals';
import { listApiHistory } from './list-api-history';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export const apiHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-history',
    {
      schema: {
        tags,
        security,
        summary: 'The AI calls, newest first, filtered by type, status (success = 2xx) and user email',
        querystring: apiHistoryQuery,
        response: { 200: apiHistoryResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const { limit, ...filter } = request.query;
      return listApiHistory({ db: app.db, limit, filter });
    },
  );

  app.get(
    '/api-history/totals',
    {
      schema: {
        tags,
        security,
        summary: 'Calls and their cost today and this month (UTC), with the list’s filters',
        querystring: apiHistoryTotalsQuery,
        response: { 200: apiHistoryTotalsResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => getApiHistoryTotals({ db: app.db, filter: request.query, now: app.clock.now() }),
  );

  app.get(
    '/api-history/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One AI call with its prompt, request and response bodies and error message',
        params: idParams,
        response: { 200: apiCallDetail, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getApiCall({ db: app.db, id: request.params.id }),
  );

  app.delete(
    '/api-history',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the whole API history (recorded in the change history)',
        response: { 200: clearApiHistoryResponse, 401: errorResponse },
      },
    },
    async (request) => {
      const { deleted } = await clearApiHistory({ db: app.db, admin: requireAuth(request).user });
      return { success: true as const, deleted };
    },
  );
};
