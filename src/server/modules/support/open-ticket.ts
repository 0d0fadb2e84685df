// A signed-in user opens a ticket from the app's Help page: the ticket and its first message in
// one transaction, with the account's name and email at the time, in the workspace they act in,
// on the tier of its plan then and assigned to its account manager (ADR 0033).
import type { CreateTicketBody, Ticket } from '../../../shared/api/support';
import { PHONE_SUPPORT_PLAN } from '../../../shared/support-tiers';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { supportMessages, supportTickets } from '../../db/schema-account';
import { toTicketDto } from './ticket-dto';
import { workspaceSupport } from './workspace-support';

/** How a customer is named on their messages: the account's full name, else its email. */
export function customerName(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}

export async function openTicket(options: {
  db: Database;
  user: UserRow;
  workspaceId: string;
  input: CreateTicketBody;
  now: Date;
}): Promise<Ticket> {
  const { user, input, now } = options;
  return options.db.transaction(async (tx) => {
    const { tier, manager } = await workspaceSupport({ db: tx, workspaceId: options.workspaceId, now });
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        userId: user.id,
        name: customerName(user),
        email: user.email,
        subject: input.subject,
        category: input.category,
        tier,
        workspaceId: options.workspaceId,
        // A manager is the Enterprise plan's: after a downgrade the assignment waits, unused.
        assignedAdminId: tier === PHONE_SUPPORT_PLAN ? (manager?.id ?? null) : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!ticket) throw new Error('the ticket insert returned no row');
    const [message] = await tx
      .insert(supportMessages)
      .values({
        ticketId: ticket.id,
        author: 'customer',
        authorName: ticket.name,
        body: input.message,
      })
      .returning();
    if (!message) throw new Error('the message insert returned no row');
    return toTicketDto(ticket, [message]);
  });
}
