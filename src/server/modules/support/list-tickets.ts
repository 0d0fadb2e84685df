// The Help page's list: the signed-in user's own tickets, newest activity first.
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { TicketSummary } from '../../../shared/api/support';
import type { Database } from '../../db/connection';
import { supportTickets } from '../../db/schema-account';
import { messageCount } from './message-count';
import { toTicketSummary } from './ticket-dto';

export async function listTickets(options: { db: Database; userId: string }): Promise<TicketSummary[]> {
  const rows = await options.db
    .select({ ...getTableColumns(supportTickets), messageCount })
    .from(supportTickets)
    .where(eq(supportTickets.userId, options.userId))
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.number));
  return rows.map(({ messageCount: count, ...ticket }) => toTicketSummary(ticket, count));
}
