// /api/support/tickets: a signed-in user's tickets (docs/product.md §7 GET and POST /support/tickets),
// /api/contact: the public contact form, a ticket without an account; and live chat (chat-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '../../../shared/api/common';
import {
  CONTACT_SENT_MESSAGE,
  contactBody,
  contactResponse,
  createTicketBody,
  ticketListResponse,
  ticketReplyBody,
  ticketResponse,
} from '../../../shared/api/support';
import { requireAuth, requireSession, requireWorkspace } from '../../http/auth-guard';
import { clientAddressKey, limitRequests, type RateLimitRules } from '../../http/rate-limit';
import { needsRole } from '../../http/route-docs';
import { addCustomerReply } from './add-customer-reply';
import { type ChatRouteOptions, chatRoutes } from './chat-routes';
import { findTicketWithThread } from './find-ticket';
import { listTickets } from './list-tickets';
import { openTicket } from './open-ticket';
import { supportPlanRoutes } from './plan-routes';
import { sendContactMessage } from './send-contact-message';
import { toTicketDto } from './ticket-dto';

const tags = ['support'];
const security = [{ bearerAuth: [] }];

/** The signed-in user's own tickets: a user session is checked before anything else. */
const ticketRoutes: FastifyPluginAsyncZod<{ rateLimits: RateLimitRules }> = async (app, { rateLimits }) => {
  app.addHook('onRequest', requireSession(app, 'user'));

  app.get(
    '/support/tickets',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in user’s support tickets, newest activity first',
        response: { 200: ticketListResponse, 401: errorResponse },
      },
      ...needsRole('self'),
    },
    async (request) => ({ tickets: await listTickets({ db: app.db, userId: requireAuth(request).user.id }) }),
  );

  app.post(
    '/support/tickets',
    {
      schema: {
        tags,
        security,
        summary:
          'Open a support ticket with its first message, in the workspace the request is for and on the tier of its plan',
        body: createTicketBody,
        response: { 201: ticketResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
      preHandler: limitRequests(app, (request) => [
        { key: `tickets:user:${requireAuth(request).user.id}`, rule: rateLimits.ticketsPerUser },
      ]),
      // A ticket belongs to the workspace it was opened in (ADR 0033): any member may open one.
      ...needsRole('viewer'),
    },
    async (request, reply) => {
      const ticket = await openTicket({
        db: app.db,
        user: requireAuth(request).user,
        workspaceId: requireWorkspace(request).workspace.id,
        input: request.body,
        now: app.clock.now(),
      });
      return reply.code(201).send({ ticket });
    },
  );

  app.get(
    '/support/tickets/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the user’s tickets with its messages',
        params: idParams,
        response: { 200: ticketResponse, 401: errorResponse, 404: errorResponse },
      },
      ...needsRole('self'),
    },
    async (request) => {
      const { ticket, messages } = await findTicketWithThread({
        db: app.db,
        ticketId: request.params.id,
        userId: requireAuth(request).user.id,
      });
      return { ticket: toTicketDto(ticket, messages) };
    },
  );

  app.post(
    '/support/tickets/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Reply on one of the user’s tickets; an answered or closed ticket opens again',
        params: idParams,
        body: ticketReplyBody,
        response: {
          200: ticketResponse,
          400: errorResponse,
          401: errorResponse,
          404: errorResponse,
          429: errorResponse,
        },
      },
      preHandler: limitRequests(app, (request) => [
        { key: `ticket-replies:user:${requireAuth(request).user.id}`, rule: rateLimits.ticketRepliesPerUser },
      ]),
      ...needsRole('self'),
    },
    async (request) => ({
      ticket: await addCustomerReply({
        db: app.db,
        user: requireAuth(request).user,
        ticketId: request.params.id,
        message: request.body.message,
        now: app.clock.now(),
      }),
    }),
  );
};

export const supportRoutes: FastifyPluginAsyncZod<ChatRouteOptions> = async (
  app,
  { rateLimits, chatBus },
) => {
  app.post(
    '/contact',
    {
      schema: {
        tags,
        summary: 'Write to support from the contact page (no account needed); the message becomes a ticket',
        body: contactBody,
        response: { 200: contactResponse, 400: errorResponse, 429: errorResponse },
      },
      // Counted before the honeypot is looked at, so a bot cannot probe the limit for free.
      preHandler: limitRequests(app, (request) => [
        { key: `contact:address:${clientAddressKey(request.ip)}`, rule: rateLimits.contactPerAddress },
      ]),
    },
    async (request) => {
      await sendContactMessage({ db: app.db, input: request.body, now: app.clock.now() });
      return { success: true as const, message: CONTACT_SENT_MESSAGE };
    },
  );

  await app.register(ticketRoutes, { rateLimits });
  await app.register(supportPlanRoutes, { rateLimits });
  await app.register(chatRoutes, { rateLimits, chatBus });
};
