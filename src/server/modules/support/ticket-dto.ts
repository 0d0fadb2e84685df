// Tickets and their messages as the API shows them (src/shared/api/support.ts).
import type { Ticket, TicketSummary } from '../../../shared/api/support';
import type { SupportMessageRow, SupportTicketRow } from '../../db/schema-account';

/** What people call a ticket: "T-1042". */
export function ticketReference(number: number): string {
  return `T-${number}`;
}

export function toTicketSummary(row: SupportTicketRow, messageCount: number): TicketSummary {
  return {
    id: row.id,
    reference: ticketReference(row.number),
    subject: row.subject,
    category: row.category,
    status: row.status,
    tier: row.tier,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    message_count: messageCount,
  };
}

export function toTicketDto(row: SupportTicketRow, messages: SupportMessageRow[]): Ticket {
  return {
    ...toTicketSummary(row, messages.length),
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author,
      author_name: message.authorName,
      body: message.body,
      created_at: message.createdAt.toISOString(),
    })),
  };
}
