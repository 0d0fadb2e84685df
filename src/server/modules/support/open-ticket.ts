// A signed-in user opens a ticket from the app's Help page: the ticket and its first message in
// one transaction, with the account's name and email at the time.
import type { CreateTicketBody, Ticket } from '../../../shared/api/support';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { supportMessages, supportTickets } from '../../db/schema-account';
import { toTicketDto } from './ticket-dto';

/** How a customer is named on their messages: the account's full name, else its email. */
export function customerName(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export async function openTicket(options: {
  db: Database;
  user: UserRow;
  input: CreateTicketBody;
}): Promise<Ticket> {
  const { user, input } = options;
  return options.db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        userId: user.id,
        name: customerName(user),
        email: user.email,
        subject: input.subject,
        category: input.category,
      })
      .returning();
    if (!ticket) throw new Error('the ticket insert returned no row');
    const [message] = await tx
      .insert(supportMessages)
      .values({ ticketId: ticket.id, author: 'customer', authorName: ticket.name, body: input.message })
      .returning();
    if (!message) throw new Error('the message insert returned no row');
    return toTicketDto(ticket, [message]);
  });
}
