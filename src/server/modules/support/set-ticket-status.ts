// Staff set a ticket's status by hand (close it, or open it again); the change history records it.
import { eq } from 'drizzle-orm';
import type { TicketStatus } from '../../../shared/api/support';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { supportTickets } from '../../db/schema-account';
import { recordAudit } from '../admin';
import { type AdminTicket, findTicketAccount, toAdminTicket } from './admin-ticket';
import { findTicket, readThread } from './find-ticket';
import { ticketReference } from './ticket-dto';

export async function setTicketStatus(options: {
  db: Database;
  staff: UserRow;
  ticketId: string;
  status: TicketStatus;
  now: Date;
}): Promise<AdminTicket> {
  return options.db.transaction(async (tx) => {
    const ticket = await findTicket({ db: tx, ticketId: options.ticketId, userId: null, lock: true });
    let changed = ticket;
    if (ticket.status !== options.status) {
      const [updated] = await tx
        .update(supportTickets)
        .set({ status: options.status, updatedAt: options.now })
        .where(eq(supportTickets.id, ticket.id))
        .returning();
      changed = updated ?? ticket;
      await recordAudit({
        db: tx,
        admin: options.staff,
        action: 'ticket.status',
        target: ticketReference(ticket.number),
        oldValue: ticket.status,
        newValue: options.status,
      });
    }
    const account = await findTicketAccount(tx, ticket);
    return toAdminTicket(
      { ticket: changed, messages: await readThread(tx, ticket.id) },
      account,
      options.now,
    );
  });
}
