// Tickets as the admin console shows them: with the customer — the account's current name and
// email for a user's ticket (they may have changed since), the visitor's as given otherwise — and
// the tier's first-response due time, overdue when it passed unanswered (ADR 0033).
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminTicketResponse } from '../../../shared/api/support';
import { firstResponseDueAt } from '../../../shared/support-tiers';
import type { Database } from '../../db/connection';
import { type UserRow, users } from '../../db/schema';
import type { SupportTicketRow } from '../../db/schema-account';
import type { TicketWithThread } from './find-ticket';
import { customerName } from './open-ticket';
import { toTicketDto } from './ticket-dto';

export type AdminTicket = z.infer<typeof adminTicketResponse>['ticket'];

export type TicketAccount = Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'deletedAt'>;

export const accountColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  deletedAt: users.deletedAt,
};

/** The account behind a user's ticket; null for a visitor's (or an account already removed). */
export async function findTicketAccount(
  db: Database,
  ticket: SupportTicketRow,
): Promise<TicketAccount | null> {
  if (!ticket.userId) return null;
  const [account] = await db.select(accountColumns).from(users).where(eq(users.id, ticket.userId));
  return account ?? null;
}

export function customerOf(ticket: SupportTicketRow, account: TicketAccount | null) {
  return {
    customer_name: account ? customerName(account) : ticket.name,
    customer_email: account?.email ?? ticket.email,
    user_id: ticket.userId,
  };
}

/**
 * The first-response target of `ticket` at `now`: overdue while it is open, no staff member has
 * answered it yet, and its tier's target has passed.
 */
export function responseTarget(ticket: SupportTicketRow, firstAnsweredAt: Date | null, now: Date) {
  const due = firstResponseDueAt(ticket.createdAt, ticket.tier);
  return {
    workspace_id: ticket.workspaceId,
    assigned_admin_id: ticket.assignedAdminId,
    first_response_due_at: due.toISOString(),
    first_answered_at: firstAnsweredAt?.toISOString() ?? null,
    overdue: ticket.status === 'open' && firstAnsweredAt === null && now.getTime() > due.getTime(),
  };
}

export function toAdminTicket(
  { ticket, messages }: TicketWithThread,
  account: TicketAccount | null,
  now: Date,
): AdminTicket {
  const firstAnswer = messages.find((message) => message.author === 'staff');
  return {
    ...toTicketDto(ticket, messages),
    ...customerOf(ticket, account),
    ...responseTarget(ticket, firstAnswer?.createdAt ?? null, now),
  };
}
