// The Support tab's "Live chats" (ADR 0043): chats not closed, unread ones first (a customer line
// after staff last opened the chat), then the newest activity; and one chat's conversation, which
// opening marks read.
import { and, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { AdminChat, AdminChatSummary } from '../../../shared/api/chat';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { type SupportTicketRow, supportTickets } from '../../db/schema-account';
import { accountColumns, customerOf, type TicketAccount } from './admin-ticket';
import { markChatRead } from './chat-writes';
import { findChat, readChat } from './find-chat';
import { ticketReference } from './ticket-dto';

const ADMIN_CHATS_LIMIT = 50;

// Spelled out, as messageCount is: Drizzle leaves column names unqualified in a one-table query.
const unread = sql<boolean>`exists (select 1 from "support_messages" where "support_messages"."ticket_id" = "support_tickets"."id" and "support_messages"."author" = 'customer' and "support_messages"."created_at" > coalesce("support_tickets"."staff_read_at", '-infinity'::timestamptz))`;
const lastMessage = sql<
  string | null
>`(select "support_messages"."body" from "support_messages" where "support_messages"."ticket_id" = "support_tickets"."id" order by "support_messages"."created_at" desc, "support_messages"."id" desc limit 1)`;

function toSummary(
  row: SupportTicketRow,
  account: TicketAccount | null,
  extra: { unread: boolean; lastMessage: string | null },
): AdminChatSummary {
  const { customer_name, customer_email, user_id } = customerOf(row, account);
  return {
    id: row.id,
    reference: ticketReference(row.number),
    status: row.status,
    tier: row.tier,
    customer_name,
    customer_email,
    user_id,
    updated_at: row.updatedAt.toISOString(),
    unread: extra.unread,
    last_message: extra.lastMessage,
  };
}

export async function listAdminChats(db: Database): Promise<AdminChatSummary[]> {
  const rows = await db
    .select({ ticket: getTableColumns(supportTickets), unread, lastMessage, account: accountColumns })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .where(and(eq(supportTickets.channel, 'chat'), ne(supportTickets.status, 'closed')))
    .orderBy(desc(unread), desc(supportTickets.updatedAt), desc(supportTickets.number))
    .limit(ADMIN_CHATS_LIMIT);
  return rows.map((row) =>
    toSummary(row.ticket, row.account?.email ? (row.account as TicketAccount) : null, {
      unread: Boolean(row.unread),
      lastMessage: row.lastMessage,
    }),
  );
}

/** One chat for staff, marked read by the opening. */
export async function readAdminChat(options: { db: Database; chatId: string }): Promise<AdminChat> {
  return options.db.transaction(async (tx) => {
    const row = await findChat({ db: tx, chatId: options.chatId, reader: { staff: true } });
    await markChatRead(tx, row.id);
    return toAdminChat(tx, row);
  });
}

export async function toAdminChat(db: Database, row: SupportTicketRow): Promise<AdminChat> {
  const [account] = row.userId
    ? await db.select(accountColumns).from(users).where(eq(users.id, row.userId))
    : [];
  const chat = await readChat(db, row);
  return {
    ...toSummary(row, account ?? null, {
      unread: false,
      lastMessage: chat.messages.at(-1)?.body ?? null,
    }),
    messages: chat.messages,
  };
}
