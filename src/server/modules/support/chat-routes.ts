// Live chat for customers (ADR 0043): a signed-in user's chats (/api/support/chats, in the
// workspace they act in) and a visitor's (/api/chat/visitor, continued with the chat's secret in
// the X-Chat-Token header), each with a text/event-stream of new lines; and /api/chat/status,
// whether staff are online. A chat is a ticket: it is kept whether or not anyone answers live.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHAT_TOKEN_HEADER,
  chatMessageBody,
  chatResponse,
  chatStatusResponse,
  currentChatResponse,
  visitorChatBody,
  visitorChatResponse,
} from '../../../shared/api/chat';
import { errorResponse, idParams } from '../../../shared/api/common';
import { requireAuth, requireSession, requireWorkspace } from '../../http/auth-guard';
import { clientAddressKey, limitRequests, type RateLimitRules } from '../../http/rate-limit';
import { needsRole } from '../../http/route-docs';
import type { ChatBus } from './chat-bus';
import { CUSTOMER_HEARTBEAT_MS, openChatStream } from './chat-stream';
import { addChatLine, startUserChat, startVisitorChat } from './chat-writes';
import { findChat, findCurrentChat, readChat } from './find-chat';
import { isStaffOnline } from './staff-presence';

const tags = ['support'];
const security = [{ bearerAuth: [] }];
/** A stream's answer: server-sent events (ready, message, presence), not JSON. */
export const chatStreamResponse = {
  description: 'Server-sent events: `ready` and `presence` ({staff_online}), `message` ({chat_id, message})',
  content: { 'text/event-stream': { schema: z.string() } },
};
const refusals = { 400: errorResponse, 404: errorResponse, 429: errorResponse };

export interface ChatRouteOptions {
  rateLimits: RateLimitRules;
  chatBus: ChatBus;
}

/** A signed-in user's chats. */
const userChatRoutes: FastifyPluginAsyncZod<ChatRouteOptions> = async (app, { rateLimits, chatBus }) => {
  app.addHook('onRequest', requireSession(app, 'user'));
  const limit = limitRequests(app, (request) => [
    { key: `chat:user:${requireAuth(request).user.id}`, rule: rateLimits.chatMessagesPerSender },
  ]);
  const online = () => isStaffOnline(app.db, app.clock.now());

  app.get(
    '/support/chats/current',
    {
      schema: {
        tags,
        security,
        summary: 'The user’s open live chat in this workspace (null for none), and whether staff are online',
        response: { 200: currentChatResponse, 401: errorResponse },
      },
      ...needsRole('viewer'),
    },
    async (request) => ({
      chat: await findCurrentChat({
        db: app.db,
        userId: requireAuth(request).user.id,
        workspaceId: requireWorkspace(request).workspace.id,
      }),
      staff_online: await online(),
    }),
  );

  app.post(
    '/support/chats',
    {
      schema: {
        tags,
        security,
        summary:
          'Start a live chat with its first line; it is kept as a ticket on the tier of the workspace’s plan',
        body: chatMessageBody,
        response: { 201: chatResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
      preHandler: limit,
      ...needsRole('viewer'),
    },
    async (request, reply) => {
      const chat = await startUserChat({
        db: app.db,
        user: requireAuth(request).user,
        workspaceId: requireWorkspace(request).workspace.id,
        message: request.body.message,
        now: app.clock.now(),
      });
      return reply.code(201).send({ chat, staff_online: await online() });
    },
  );

  app.get(
    '/support/chats/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the user’s live chats with its lines',
        params: idParams,
        response: { 200: chatResponse, 401: errorResponse, 404: errorResponse },
      },
      ...needsRole('self'),
    },
    async (request) => {
      const row = await findChat({
        db: app.db,
        chatId: request.params.id,
        reader: { userId: requireAuth(request).user.id },
      });
      return { chat: await readChat(app.db, row), staff_online: await online() };
    },
  );

  app.post(
    '/support/chats/:id/messages',
    {
      schema: {
        tags,
        security,
        summary: 'Send a line in one of the user’s live chats',
        params: idParams,
        body: chatMessageBody,
        response: { 200: chatResponse, 401: errorResponse, ...refusals },
      },
      preHandler: limit,
      ...needsRole('self'),
    },
    async (request) => {
      const { chat } = await addChatLine({
        db: app.db,
        chatId: request.params.id,
        reader: { userId: requireAuth(request).user.id },
        message: request.body.message,
        now: app.clock.now(),
      });
      return { chat, staff_online: await online() };
    },
  );

  app.get(
    '/support/chats/:id/stream',
    {
      schema: {
        tags,
        security,
        summary: 'New lines of one of the user’s live chats as they are written (text/event-stream)',
        params: idParams,
        response: { 200: chatStreamResponse, 401: errorResponse, 404: errorResponse },
      },
      ...needsRole('self'),
    },
    async (request, reply) => {
      const row = await findChat({
        db: app.db,
        chatId: request.params.id,
        reader: { userId: requireAuth(request).user.id },
      });
      await openChatStream({
        app,
        bus: chatBus,
        reply,
        follows: (notice) => notice.chat_id === row.id,
        heartbeatMs: CUSTOMER_HEARTBEAT_MS,
      });
    },
  );
};

/** Without a secret, or with a wrong one, the chat is not found (404), as another's chat is. */
const tokenHeaders = z.object({ [CHAT_TOKEN_HEADER]: z.string().max(200).optional() });
const visitorOf = (headers: z.infer<typeof tokenHeaders>) => ({
  visitorToken: headers[CHAT_TOKEN_HEADER] ?? '',
});

/** Public: whether staff are online, and a visitor's chat. */
export const chatRoutes: FastifyPluginAsyncZod<ChatRouteOptions> = async (app, { rateLimits, chatBus }) => {
  const online = () => isStaffOnline(app.db, app.clock.now());
  const visitorLimit = limitRequests(app, (request) => [
    { key: `chat:visitor:${(request.params as { id: string }).id}`, rule: rateLimits.chatMessagesPerSender },
  ]);

  app.get(
    '/chat/status',
    {
      schema: {
        tags,
        summary: 'Whether anyone from staff is online for live chat now',
        response: { 200: chatStatusResponse },
      },
    },
    async () => ({ staff_online: await online() }),
  );

  app.post(
    '/chat/visitor',
    {
      schema: {
        tags,
        summary:
          'A visitor starts a live chat with their name, email and first line; the answer carries its secret once',
        body: visitorChatBody,
        response: { 201: visitorChatResponse, 400: errorResponse, 429: errorResponse },
      },
      preHandler: limitRequests(app, (request) => [
        { key: `chat-start:address:${clientAddressKey(request.ip)}`, rule: rateLimits.chatStartsPerAddress },
      ]),
    },
    async (request, reply) => {
      const { chat, token } = await startVisitorChat({
        db: app.db,
        input: request.body,
        now: app.clock.now(),
      });
      return reply.code(201).send({ chat, token, staff_online: await online() });
    },
  );

  app.get(
    '/chat/visitor/:id',
    {
      schema: {
        tags,
        summary: 'A visitor’s live chat with its lines (its secret in X-Chat-Token)',
        params: idParams,
        headers: tokenHeaders,
        response: { 200: chatResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const reader = visitorOf(request.headers);
      const row = await findChat({ db: app.db, chatId: request.params.id, reader });
      return { chat: await readChat(app.db, row), staff_online: await online() };
    },
  );

  app.post(
    '/chat/visitor/:id/messages',
    {
      schema: {
        tags,
        summary: 'A visitor sends a line in their live chat (its secret in X-Chat-Token)',
        params: idParams,
        headers: tokenHeaders,
        body: chatMessageBody,
        response: { 200: chatResponse, ...refusals },
      },
      preHandler: visitorLimit,
    },
    async (request) => {
      const { chat } = await addChatLine({
        db: app.db,
        chatId: request.params.id,
        reader: visitorOf(request.headers),
        message: request.body.message,
        now: app.clock.now(),
      });
      return { chat, staff_online: await online() };
    },
  );

  app.get(
    '/chat/visitor/:id/stream',
    {
      schema: {
        tags,
        summary:
          'New lines of a visitor’s live chat as they are written (text/event-stream; secret in X-Chat-Token)',
        params: idParams,
        headers: tokenHeaders,
        response: { 200: chatStreamResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const reader = visitorOf(request.headers);
      const row = await findChat({ db: app.db, chatId: request.params.id, reader });
      await openChatStream({
        app,
        bus: chatBus,
        reply,
        follows: (notice) => notice.chat_id === row.id,
        heartbeatMs: CUSTOMER_HEARTBEAT_MS,
      });
    },
  );

  await app.register(userChatRoutes, { rateLimits, chatBus });
};
