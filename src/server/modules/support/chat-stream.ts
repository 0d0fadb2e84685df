// A live chat stream (text/event-stream, ADR 0043): `ready` once it listens, `message` for each new
// line of the chats it follows (from any API process, chat-bus.ts), and `presence` on every
// heartbeat, which also keeps proxies from closing an idle connection. The client reads it with
// fetch and its Authorization (or chat secret) header: no secret ever goes in the URL.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ChatMessageEvent } from '../../../shared/api/chat';
import { supportMessages } from '../../db/schema-account';
import type { ChatBus, ChatNotice } from './chat-bus';
import { isStaffOnline } from './staff-presence';

export const CUSTOMER_HEARTBEAT_MS = 25_000;

export interface ChatStreamOptions {
  app: FastifyInstance;
  bus: ChatBus;
  reply: FastifyReply;
  /** Whether this stream follows the chat a notice is about. */
  follows: (notice: ChatNotice) => boolean;
  heartbeatMs: number;
  /** Runs before `ready` and at each heartbeat (staff: their presence row). */
  onHeartbeat?: () => Promise<void>;
  onClose?: () => Promise<void>;
}

async function readLine(app: FastifyInstance, notice: ChatNotice): Promise<ChatMessageEvent | null> {
  const [row] = await app.db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.id, notice.message_id), eq(supportMessages.ticketId, notice.chat_id)));
  if (!row) return null;
  return {
    chat_id: row.ticketId,
    message: {
      id: row.id,
      author: row.author,
      author_name: row.authorName,
      body: row.body,
      created_at: row.createdAt.toISOString(),
    },
  };
}

export async function openChatStream(options: ChatStreamOptions): Promise<void> {
  const { app, reply } = options;
  await options.onHeartbeat?.();
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
  });
  const send = (event: string, data: unknown) => {
    if (!raw.writableEnded && !raw.destroyed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // One write at a time, in the order notices came: two lines never swap on the way out.
  let queue: Promise<void> = Promise.resolve();
  const later = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((error: unknown) => app.log.warn({ err: error }, 'live chat stream'));
  };
  const presence = async () =>
    send('presence', { staff_online: await isStaffOnline(app.db, app.clock.now()) });

  const unsubscribe = await options.bus.subscribe(
    (notice) => {
      if (!options.follows(notice)) return;
      later(async () => {
        const line = await readLine(app, notice);
        if (line) send('message', line);
      });
    },
    // The app is closing: the connection goes too (an ended one would linger as keep-alive and
    // hold the server's close); the client reconnects to another process.
    () => raw.destroy(),
  );
  const heartbeat = setInterval(() => {
    later(async () => {
      await options.onHeartbeat?.();
      await presence();
    });
  }, options.heartbeatMs);
  heartbeat.unref();
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    later(async () => {
      await options.onClose?.();
    });
  };
  raw.once('close', close);
  // Listening already: a line written from now on reaches this stream.
  send('ready', { staff_online: await isStaffOnline(app.db, app.clock.now()) });
}
