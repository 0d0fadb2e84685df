// Staff answer a ticket from the admin console. In one transaction: the answer joins the thread,
// the ticket becomes answered, the ticket_answered email is queued to the customer (with a link
// to the ticket for a user; a visitor has no account to open it in) and the change history
// records it, so none of these exists without the others.
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { supportMessages, supportTickets } from '../../db/schema-account';
import { recordAudit } from '../admin';
import { queueMail } from '../mail';
import { type AdminTicket, findTicketAccount, toAdminTicket } from './admin-ticket';
import { findTicket, readThread } from './find-ticket';
import { ticketReference } from './ticket-dto';

/** Staff sign their answers with their first name; the product's name when they have none. */
function staffName(staff: Pick<UserRow, 'firstName'>): string {
  return staff.firstName.trim() || 'Pinloom support';
}

/** Where a user reads a ticket in the app: /support/{id} on the server's public address. */
function ticketUrl(publicUrl: string, ticketId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/support/${encodeURIComponent(ticketId)}`;
}

export async function answerTicket(options: {
  db: Database;
  staff: UserRow;
  ticketId: string;
  message: string;
  publicUrl: string;
  now: Date;
}): Promise<AdminTicket> {
  const { staff } = options;
  return options.db.transaction(async (tx) => {
    const ticket = await findTicket({ db: tx, ticketId: options.ticketId, userId: null, lock: true });
    await tx.insert(supportMessages).values({
      ticketId: ticket.id,
      author: 'staff',
      staffUserId: staff.id,
      authorName: staffName(staff),
      body: options.message,
    });
    const [answered] = await tx
      .update(supportTickets)
      .set({ status: 'answered', updatedAt: options.now })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    const account = await findTicketAccount(tx, ticket);
    const reference = ticketReference(ticket.number);
    // An account being deleted is not written to (its owner asked to leave); a visitor always is.
    if (!account?.deletedAt) {
      await queueMail(
        tx,
        {
          to: account?.email ?? ticket.email,
          userId: ticket.userId,
          kind: 'ticket_answered',
          data: {
            name: account ? account.firstName.trim() || account.email : ticket.name,
            reference,
            subject: ticket.subject,
            answer: options.message,
            ticketUrl: ticket.userId ? ticketUrl(options.publicUrl, ticket.id) : null,
          },
        },
        options.now,
      );
    }
    // The reference only: the change history outlives the ticket, so no name or text goes in it.
    await recordAudit({
      db: tx,
      admin: staff,
      action: 'ticket.answer',
      target: reference,
      oldValue: ticket.status,
      newValue: 'answered',
    });
    return toAdminTicket(
      { ticket: answered ?? ticket, messages: await readThread(tx, ticket.id) },
      account,
      options.now,
    );
  });
}
