// A live chat is a support ticket of channel 'chat' (ADR 0043). A customer reaches only their own:
// a user by their account, a visitor by the chat's secret. Another's chat, an unknown id, a wrong
// secret and a malformed id all get the same 404.
import { createHash } from 'node:crypto';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import { CHAT_NOT_FOUND_MESSAGE, type Chat } from '../../../shared/api/chat';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import { type SupportMessageRow, type SupportTicketRow, supportTickets } from '../../db/schema-account';
import { isUuid } from '../../db/uuid';
import { readThread } from './find-ticket';
import { toTicketDto } from './ticket-dto';

/** Who asks for a chat: a signed-in user, a visitor holding its secret, or staff (any chat). */
export type ChatReader = { userId: string } | { visitorToken: string } | { staff: true };

export function hashChatToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function findChat(options: {
  db: Database;
  chatId: string;
  reader: ChatReader;
  lock?: boolean;
}): Promise<SupportTicketRow> {
  const { reader } = options;
  const noSecret = 'visitorToken' in reader && reader.visitorToken === '';
  if (!isUuid(options.chatId) || noSecret) throw new AppError('not_found', CHAT_NOT_FOUND_MESSAGE);
  const conditions: SQL[] = [eq(supportTickets.id, options.chatId), eq(supportTickets.channel, 'chat')];
  if ('userId' in reader) conditions.push(eq(supportTickets.userId, reader.userId));
  if ('visitorToken' in reader) {
    conditions.push(eq(supportTickets.chatTokenHash, hashChatToken(reader.visitorToken)));
  }
  const query = options.db
    .select()
    .from(supportTickets)
    .where(and(...conditions));
  const [chat] = options.lock ? await query.for('update') : await query;
  if (!chat) throw new AppError('not_found', CHAT_NOT_FOUND_MESSAGE);
  return chat;
}

function toChatDto(row: SupportTicketRow, messages: SupportMessageRow[]): Chat {
  const { id, reference, status, tier, created_at, messages: thread } = toTicketDto(row, messages);
  return { id, reference, status, tier, created_at, messages: thread };
}

export async function readChat(db: Database, row: SupportTicketRow): Promise<Chat> {
  return toChatDto(row, await readThread(db, row.id));
}

/** The user's latest chat not closed, in the workspace they act in; null for none. */
export async function findCurrentChat(options: {
  db: Database;
  userId: string;
  workspaceId: string;
}): Promise<Chat | null> {
  const [row] = await options.db
    .select()
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.channel, 'chat'),
        eq(supportTickets.userId, options.userId),
        eq(supportTickets.workspaceId, options.workspaceId),
        ne(supportTickets.status, 'closed'),
      ),
    )
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.number))
    .limit(1);
  return row ? readChat(options.db, row) : null;
}
