// Staff open one ticket (any customer's) with its thread and the customer.
import type { Database } from '../../db/connection';
import { type AdminTicket, findTicketAccount, toAdminTicket } from './admin-ticket';
import { findTicketWithThread } from './find-ticket';

export async function getAdminTicket(options: {
  db: Database;
  ticketId: string;
  now: Date;
}): Promise<AdminTicket> {
  const found = await findTicketWithThread({ db: options.db, ticketId: options.ticketId, userId: null });
  return toAdminTicket(found, await findTicketAccount(options.db, found.ticket), options.now);
}
