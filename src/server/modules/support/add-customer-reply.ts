// The customer adds to their ticket's thread. Whatever its status, the ticket is open again:
// it waits for staff.
import { eq } from 'drizzle-orm';
import type { Ticket } from '../../../shared/api/support';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { supportMessages, supportTickets } from '../../db/schema-account';
import { findTicket, readThread } from './find-ticket';
import { customerName } from './open-ticket';
import { toTicketDto } from './ticket-dto';

export async function addCustomerReply(options: {
  db: Database;
  user: UserRow;
  ticketId: string;
  message: string;
  now: Date;
}): Promise<Ticket> {
  return options.db.transaction(async (tx) => {
    const ticket = await findTicket({
      db: tx,
      ticketId: options.ticketId,
      userId: options.user.id,
      lock: true,
    });
    await tx.insert(supportMessages).values({
      ticketId: ticket.id,
      author: 'customer',
      authorName: customerName(options.user),
      body: options.message,
    });
    const [reopened] = await tx
      .update(supportTickets)
      .set({ status: 'open', updatedAt: options.now })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    return toTicketDto(reopened ?? ticket, await readThread(tx, ticket.id));
  });
}
