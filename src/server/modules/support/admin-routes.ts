// /api/admin/support: the admin console's Support tab. Every route needs an admin session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '../../../shared/api/common';
import {
  adminTicketListResponse,
  adminTicketQuery,
  adminTicketResponse,
  ticketReplyBody,
  ticketStatusBody,
} from '../../../shared/api/support';
import { requireAuth, requireSession } from '../../http/auth-guard';
import { adminChatRoutes } from './admin-chat-routes';
import { adminSupportPlanRoutes } from './admin-plan-routes';
import { answerTicket } from './answer-ticket';
import type { ChatBus } from './chat-bus';
import { getAdminTicket } from './get-admin-ticket';
import { listAdminTickets } from './list-admin-tickets';
import { setTicketStatus } from './set-ticket-status';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];
const refusals = { 400: errorResponse, 401: errorResponse, 404: errorResponse };

export const adminSupportRoutes: FastifyPluginAsyncZod<{ chatBus: ChatBus }> = async (app, { chatBus }) => {
  app.addHook('onRequest', requireSession(app, 'admin'));

  app.get(
    '/tickets',
    {
      schema: {
        tags,
        security,
        summary:
          'Every support ticket, open ones first (Enterprise first, then the oldest), 20 a page, optionally one status or only those assigned to me',
        querystring: adminTicketQuery,
        response: { 200: adminTicketListResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) =>
      listAdminTickets({
        db: app.db,
        ...request.query,
        staffId: requireAuth(request).user.id,
        now: app.clock.now(),
      }),
  );

  app.get(
    '/tickets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One ticket with its messages and customer',
        params: idParams,
        response: { 200: adminTicketResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => ({
      ticket: await getAdminTicket({ db: app.db, ticketId: request.params.id, now: app.clock.now() }),
    }),
  );

  app.post(
    '/tickets/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Answer a ticket: it becomes answered and the customer is emailed the answer',
        params: idParams,
        body: ticketReplyBody,
        response: { 200: adminTicketResponse, ...refusals },
      },
    },
    async (request) => ({
      ticket: await answerTicket({
        db: app.db,
        staff: requireAuth(request).user,
        ticketId: request.params.id,
        message: request.body.message,
        publicUrl: app.appConfig.publicUrl,
        now: app.clock.now(),
      }),
    }),
  );

  app.put(
    '/tickets/:id/status',
    {
      schema: {
        tags,
        security,
        summary: 'Set a ticket’s status (close it, or open it again)',
        params: idParams,
        body: ticketStatusBody,
        response: { 200: adminTicketResponse, ...refusals },
      },
    },
    async (request) => ({
      ticket: await setTicketStatus({
        db: app.db,
        staff: requireAuth(request).user,
        ticketId: request.params.id,
        status: request.body.status,
        now: app.clock.now(),
      }),
    }),
  );

  await app.register(adminSupportPlanRoutes);
  await app.register(adminChatRoutes, { chatBus });
};
