// The Support tab's list (GET /api/admin/support/tickets): every ticket, open ones first (they
// wait for staff) by tier, Enterprise first, then the oldest first (ADR 0033); then answered, then
// closed, each newest activity first. A page at a time, optionally only one status or only the
// tickets assigned to the staff member asking. A page past the last is empty, with the real total.
import { and, asc, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminTicketListResponse, TicketStatus } from '../../../shared/api/support';
import { ADMIN_TICKETS_PAGE_SIZE } from '../../../shared/api/support';
import { TIERS_BY_PRIORITY } from '../../../shared/support-tiers';
import type { Database } from '../../db/connection';
import { users } from '../../db/schema';
import { supportTickets } from '../../db/schema-account';
import { accountColumns, customerOf, responseTarget } from './admin-ticket';
import { messageCount } from './message-count';
import { toTicketSummary } from './ticket-dto';

const statusOrder = sql`case ${supportTickets.status} when 'open' then 0 when 'answered' then 1 else 2 end`;
const isOpen = sql`${supportTickets.status} = 'open'`;
/** Among open tickets: Enterprise 0 … Free 3; the others tie here and go by their last activity. */
const openTierOrder = sql`case when ${isOpen} then array_position(${sql.raw(
  `array[${TIERS_BY_PRIORITY.map((tier) => `'${tier}'`).join(', ')}]::text[]`,
)}, ${supportTickets.tier}) end`;
const openAge = sql`case when ${isOpen} then ${supportTickets.createdAt} end`;
// Spelled out, as messageCount is: the ticket's first answer from staff.
const firstAnsweredAt =
  sql<Date | null>`(select min("support_messages"."created_at") from "support_messages" where "support_messages"."ticket_id" = "support_tickets"."id" and "support_messages"."author" = 'staff')`.mapWith(
    (value: string | Date | null) => (value === null ? null : new Date(value)),
  );

export async function listAdminTickets(options: {
  db: Database;
  status?: TicketStatus;
  /** 'me': only tickets assigned to `staffId`. */
  assigned?: 'me';
  staffId: string;
  page: number;
  now: Date;
}): Promise<z.infer<typeof adminTicketListResponse>> {
  const { db, page } = options;
  const limit = ADMIN_TICKETS_PAGE_SIZE;
  const conditions: SQL[] = [];
  if (options.status) conditions.push(eq(supportTickets.status, options.status));
  if (options.assigned === 'me') conditions.push(eq(supportTickets.assignedAdminId, options.staffId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [totalRow, rows] = await Promise.all([
    db.select({ n: count() }).from(supportTickets).where(where),
    db
      .select({
        ticket: getTableColumns(supportTickets),
        messageCount,
        firstAnsweredAt,
        account: accountColumns,
      })
      .from(supportTickets)
      .leftJoin(users, eq(users.id, supportTickets.userId))
      .where(where)
      .orderBy(
        asc(statusOrder),
        asc(openTierOrder),
        asc(openAge),
        desc(supportTickets.updatedAt),
        desc(supportTickets.number),
      )
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const total = totalRow[0]?.n ?? 0;
  return {
    tickets: rows.map((row) => ({
      ...toTicketSummary(row.ticket, row.messageCount),
      ...customerOf(row.ticket, row.account),
      ...responseTarget(row.ticket, row.firstAnsweredAt, options.now),
    })),
    pagination: { page, limit, total, totalPages: Math.ceil(total / limit) },
  };
}
