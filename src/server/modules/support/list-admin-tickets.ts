// The Support tab's list (GET /api/admin/support/tickets): every ticket, open ones first (they
// wait for staff), then answered, then closed, each newest activity first; a page at a time,
// optionally only one status. A page past the last is empty, with the real total.
import { asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminTicketListResponse, TicketStatus } from '../../../shared/api/support';
import { ADMIN_TICKETS_PAGE_SIZE } from '../../../shared/api/support';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { supportTickets } from '../../db/schema-account';
import { accountColumns, customerOf } from './admin-ticket';
import { messageCount } from './message-count';
import { toTicketSummary } from './ticket-dto';

const statusOrder = sql`case ${supportTickets.status} when 'open' then 0 when 'answered' then 1 else 2 end`;

export async function listAdminTickets(options: {
  db: Database;
  status?: TicketStatus;
  page: number;
}): Promise<z.infer<typeof adminTicketListResponse>> {
  const { db, page } = options;
  const limit = ADMIN_TICKETS_PAGE_SIZE;
  const where = options.status ? eq(supportTickets.status, options.status) : undefined;
  const [totalRow, rows] = await Promise.all([
    db.select({ n: count() }).from(supportTickets).where(where),
    db
      .select({ ticket: getTableColumns(supportTickets), messageCount, account: accountColumns })
      .from(supportTickets)
      .leftJoin(users, eq(users.id, supportTickets.userId))
      .where(where)
      .orderBy(asc(statusOrder), desc(supportTickets.updatedAt), desc(supportTickets.number))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const total = totalRow[0]?.n ?? 0;
  return {
    tickets: rows.map((row) => ({
      ...toTicketSummary(row.ticket, row.messageCount),
      ...customerOf(row.ticket, row.account),
    })),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
