// The number of messages of a ticket, as a column of a ticket query (lists show it without the thread).
import { sql } from 'drizzle-orm';

// Spelled out: in a query on one table Drizzle leaves column names unqualified, and a bare "id"
// inside the subquery would be the message's own.
export const messageCount =
  sql<number>`(select count(*) from "support_messages" where "support_messages"."ticket_id" = "support_tickets"."id")`.mapWith(
    Number,
  );
