// Live chat's writes (ADR 0043). Starting a chat opens its ticket at once (channel 'chat', the
// workspace plan's tier, 'free' for a visitor), so the transcript is the ticket's thread whether
// or not staff are online; each line is a ticket message, and pg_notify in the same transaction
// tells every API process's streams (chat-bus.ts).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Chat, VisitorChatBody } from '../../../shared/api/chat';
import { PHONE_SUPPORT_PLAN } from '../../../shared/support-tiers';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { type SupportTicketRow, supportMessages, supportTickets } from '../../db/schema-account';
import { notifyChat } from './chat-bus';
import { type ChatReader, findChat, hashChatToken, readChat } from './find-chat';
import { customerName } from './open-ticket';
import { subjectFromMessage } from './send-contact-message';
import { workspaceSupport } from './workspace-support';

type Author = { author: 'customer'; name: string } | { author: 'staff'; name: string; staffId: string };

async function addLine(tx: Database, chat: SupportTicketRow, by: Author, body: string): Promise<void> {
  const [message] = await tx
    .insert(supportMessages)
    .values({
      ticketId: chat.id,
      author: by.author,
      authorName: by.name,
      staffUserId: by.author === 'staff' ? by.staffId : null,
      body,
    })
    .returning({ id: supportMessages.id });
  if (!message) throw new Error('the message insert returned no row');
  await notifyChat(tx, { chat_id: chat.id, message_id: message.id });
}

async function insertChat(tx: Database, values: typeof supportTickets.$inferInsert) {
  const [chat] = await tx.insert(supportTickets).values(values).returning();
  if (!chat) throw new Error('the ticket insert returned no row');
  return chat;
}

export async function startUserChat(options: {
  db: Database;
  user: UserRow;
  workspaceId: string;
  message: string;
  now: Date;
}): Promise<Chat> {
  const { user, now } = options;
  return options.db.transaction(async (tx) => {
    const { tier, manager } = await workspaceSupport({ db: tx, workspaceId: options.workspaceId, now });
    const chat = await insertChat(tx, {
      userId: user.id,
      name: customerName(user),
      email: user.email,
      subject: subjectFromMessage(options.message),
      category: 'general',
      channel: 'chat',
      tier,
      workspaceId: options.workspaceId,
      assignedAdminId: tier === PHONE_SUPPORT_PLAN ? (manager?.id ?? null) : null,
      createdAt: now,
      updatedAt: now,
    });
    await addLine(tx, chat, { author: 'customer', name: chat.name }, options.message);
    return readChat(tx, chat);
  });
}

/** A visitor's chat, with the secret that continues it (only its sha256 is stored). */
export async function startVisitorChat(options: {
  db: Database;
  input: VisitorChatBody;
  now: Date;
}): Promise<{ chat: Chat; token: string }> {
  const { input, now } = options;
  const token = randomBytes(32).toString('base64url');
  return options.db.transaction(async (tx) => {
    const chat = await insertChat(tx, {
      userId: null,
      name: input.name,
      email: input.email,
      subject: subjectFromMessage(input.message),
      category: 'general',
      channel: 'chat',
      // A visitor has no plan: the lowest tier (ADR 0033).
      tier: 'free',
      chatTokenHash: hashChatToken(token),
      createdAt: now,
      updatedAt: now,
    });
    await addLine(tx, chat, { author: 'customer', name: input.name }, input.message);
    return { chat: await readChat(tx, chat), token };
  });
}

/**
 * A line from the customer (user or visitor) or staff. The ticket waits for staff after a customer
 * line (open, a closed chat opens again) and is answered after a staff line, which also marks the
 * chat read for staff.
 */
export async function addChatLine(options: {
  db: Database;
  chatId: string;
  reader: ChatReader;
  staff?: Pick<UserRow, 'id' | 'firstName'>;
  message: string;
  now: Date;
}): Promise<{ row: SupportTicketRow; chat: Chat }> {
  const { staff } = options;
  return options.db.transaction(async (tx) => {
    const chat = await findChat({ db: tx, chatId: options.chatId, reader: options.reader, lock: true });
    const by: Author = staff
      ? { author: 'staff', name: staff.firstName.trim() || 'Pinloom support', staffId: staff.id }
      : { author: 'customer', name: chat.name };
    await addLine(tx, chat, by, options.message);
    const [updated] = await tx
      .update(supportTickets)
      .set({
        status: staff ? 'answered' : 'open',
        updatedAt: options.now,
        ...(staff ? { staffReadAt: sql`now()` } : {}),
      })
      .where(eq(supportTickets.id, chat.id))
      .returning();
    const row = updated ?? chat;
    return { row, chat: await readChat(tx, row) };
  });
}

/** Staff opened the chat: its customer lines so far are read (database time, as the messages'). */
export async function markChatRead(db: Database, chatId: string): Promise<void> {
  await db.update(supportTickets).set({ staffReadAt: sql`now()` }).where(eq(supportTickets.id, chatId));
}
