// One ticket with its thread. A ticket of another user, an unknown one and a malformed id all get
// the same 404, so nobody learns which tickets exist.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { TICKET_NOT_FOUND_MESSAGE } from '../../../shared/api/support';
import { AppError } from '../../app-error';
import type { Database } from '../../db/connection';
import {
  type SupportMessageRow,
  type SupportTicketRow,
  supportMessages,
  supportTickets,
} from '../../db/schema-account';
import { isUuid } from '../../db/uuid';

export interface TicketWithThread {
  ticket: SupportTicketRow;
  messages: SupportMessageRow[];
}

/**
 * The ticket `ticketId`: only among `userId`'s own when given (the customer's side), any ticket
 * when null (staff). `lock` holds its row until the transaction ends, so two writers queue.
 */
export async function findTicket(options: {
  db: Database;
  ticketId: string;
  userId: string | null;
  lock?: boolean;
}): Promise<SupportTicketRow> {
  if (!isUuid(options.ticketId)) throw new AppError('not_found', TICKET_NOT_FOUND_MESSAGE);
  const conditions: SQL[] = [eq(supportTickets.id, options.ticketId)];
  if (options.userId !== null) conditions.push(eq(supportTickets.userId, options.userId));
  const query = options.db
    .select()
    .from(supportTickets)
    .where(and(...conditions));
  const [ticket] = options.lock ? await query.for('update') : await query;
  if (!ticket) throw new AppError('not_found', TICKET_NOT_FOUND_MESSAGE);
  return ticket;
}

/** The ticket's messages, oldest first. */
export async function readThread(db: Database, ticketId: string): Promise<SupportMessageRow[]> {
  return db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

export async function findTicketWithThread(options: {
  db: Database;
  ticketId: string;
  userId: string | null;
}): Promise<TicketWithThread> {
  const ticket = await findTicket(options);
  return { ticket, messages: await readThread(options.db, ticket.id) };
}
