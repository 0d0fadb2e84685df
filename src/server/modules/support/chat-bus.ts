// Live chat's delivery between API processes (ADR 0043). Whoever writes a chat message also runs
// pg_notify('support_chat', {chat_id, message_id}) in the same transaction, so the notification
// goes out on commit and never for a message that was rolled back. Each process LISTENs once on its
// database and hands every notification to its own open streams, which read the message and send
// it on: a customer on process A and staff on process B see each other's lines.
// - PGlite (one process's embedded database): its own listen(), shared by every app on the handle.
// - PostgreSQL: LISTEN needs a connection of its own for as long as it listens (a pooled one goes
//   back to the pool), so the bus opens one dedicated client beside the pool, started with the
//   first stream, and reconnects after a lost connection (lines sent meanwhile show on the next
//   read of the chat, see the web panel's refetch on reconnect).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database, DatabaseClient } from '../../db/connection';

const CHAT_CHANNEL = 'support_chat';
const RECONNECT_MS = 2000;

export interface ChatNotice {
  chat_id: string;
  message_id: string;
}

export interface ChatBus {
  /**
   * Calls `listener` for each chat message committed by any process, and `end` when the app closes
   * (a stream would otherwise hold the server open); returns the unsubscribe.
   */
  subscribe(listener: (notice: ChatNotice) => void, end: () => void): Promise<() => void>;
  close(): Promise<void>;
}

/** In the writer's transaction: delivered to every listening process when it commits. */
export async function notifyChat(db: Database, notice: ChatNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`);
}

function parseNotice(payload: string | undefined): ChatNotice | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<ChatNotice>;
    return typeof value.chat_id === 'string' && typeof value.message_id === 'string'
      ? { chat_id: value.chat_id, message_id: value.message_id }
      : null;
  } catch {
    return null;
  }
}

type Start = (deliver: (payload: string | undefined) => void) => Promise<() => Promise<void>>;

function startPglite(client: Extract<DatabaseClient, { driver: 'pglite' }>): Start {
  return async (deliver) => {
    const unlisten = await client.pglite.listen(CHAT_CHANNEL, deliver);
    return () => unlisten();
  };
}

function startPostgres(
  client: Extract<DatabaseClient, { driver: 'postgres' }>,
  log: FastifyBaseLogger,
): Start {
  return async (deliver) => {
    let stopped = false;
    let current: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    const connect = async (): Promise<void> => {
      const listener = new pg.Client(client.pool.options);
      current = listener;
      listener.on('notification', (message) => {
        if (message.channel === CHAT_CHANNEL) deliver(message.payload);
      });
      listener.on('error', (error) => {
        log.warn({ err: error }, 'live chat: the LISTEN connection failed; reconnecting');
        void listener.end().catch(() => {});
        if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
      });
      await listener.connect();
      await listener.query(`listen ${CHAT_CHANNEL}`);
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    };
  };
}

export function createChatBus(client: DatabaseClient, log: FastifyBaseLogger): ChatBus {
  const listeners = new Map<(notice: ChatNotice) => void, () => void>();
  const start = client.driver === 'pglite' ? startPglite(client) : startPostgres(client, log);
  let stop: Promise<() => Promise<void>> | null = null;
  const deliver = (payload: string | undefined) => {
    const notice = parseNotice(payload);
    if (notice) for (const listener of listeners.keys()) listener(notice);
  };
  return {
    async subscribe(listener, end) {
      // Listening starts with the first stream: a process nobody chats through holds no connection.
      stop ??= start(deliver);
      try {
        await stop;
      } catch (error) {
        stop = null;
        throw error;
      }
      listeners.set(listener, end);
      return () => listeners.delete(listener);
    },
    async close() {
      for (const end of [...listeners.values()]) end();
      listeners.clear();
      const stopping = stop;
      stop = null;
      if (stopping) await (await stopping.catch(() => async () => {}))().catch(() => {});
    },
  };
}
