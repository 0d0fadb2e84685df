// /api/admin/support/chats: staff answer live chats from the Support tab (ADR 0043). Registered
// inside adminSupportRoutes, so every route needs an admin session. An open stream is what makes
// a staff member "online" for customers (staff-presence.ts).
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminChatListResponse, adminChatResponse, chatMessageBody } from '../../../shared/api/chat';
import { errorResponse, idParams } from '../../../shared/api/common';
import { requireAuth } from '../../http/auth-guard';
import { listAdminChats, readAdminChat, toAdminChat } from './admin-chats';
import type { ChatBus } from './chat-bus';
import { chatStreamResponse } from './chat-routes';
import { openChatStream } from './chat-stream';
import { addChatLine } from './chat-writes';
import { isStaffOnline, markStaffOffline, markStaffOnline, STAFF_HEARTBEAT_MS } from './staff-presence';

const tags = ['admin'];
const security = [{ bearerAuth: [] }];

export const adminChatRoutes: FastifyPluginAsyncZod<{ chatBus: ChatBus }> = async (app, { chatBus }) => {
  app.get(
    '/chats',
    {
      schema: {
        tags,
        security,
        summary: 'Live chats not closed, unread ones first, and whether any staff member is online',
        response: { 200: adminChatListResponse, 401: errorResponse },
      },
    },
    async () => ({
      chats: await listAdminChats(app.db),
      staff_online: await isStaffOnline(app.db, app.clock.now()),
    }),
  );

  app.get(
    '/chats/stream',
    {
      schema: {
        tags,
        security,
        summary:
          'Every live chat’s new lines as they are written (text/event-stream); while it is open, the staff member is online',
        response: { 200: chatStreamResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      const staff = requireAuth(request).user;
      const streamId = randomUUID();
      await openChatStream({
        app,
        bus: chatBus,
        reply,
        follows: () => true,
        heartbeatMs: STAFF_HEARTBEAT_MS,
        onHeartbeat: () => markStaffOnline({ db: app.db, streamId, adminId: staff.id, now: app.clock.now() }),
        onClose: () => markStaffOffline(app.db, streamId, staff.id),
      });
    },
  );

  app.get(
    '/chats/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One live chat with its lines and customer; opening it marks it read',
        params: idParams,
        response: { 200: adminChatResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => ({ chat: await readAdminChat({ db: app.db, chatId: request.params.id }) }),
  );

  app.post(
    '/chats/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Answer in a live chat: the customer sees it at once; no email is sent',
        params: idParams,
        body: chatMessageBody,
        response: { 200: adminChatResponse, 400: errorResponse, 401: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { row } = await addChatLine({
        db: app.db,
        chatId: request.params.id,
        reader: { staff: true },
        staff: requireAuth(request).user,
        message: request.body.message,
        now: app.clock.now(),
      });
      return { chat: await toAdminChat(app.db, row) };
    },
  );
};
