// Contracts of support (docs/product.md §7 GET and POST /support/tickets): tickets a signed-in
// user opens from the app, messages a visitor sends from /contact (a ticket without an account),
// and the operators' side in the admin console's Support tab.
import { z } from 'zod';
import { PLAN_NAMES } from '../plans';

export const TICKET_CATEGORIES = ['general', 'billing', 'technical', 'account', 'feedback'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  general: 'General question',
  billing: 'Billing and plans',
  technical: 'Something is not working',
  account: 'My account',
  feedback: 'Feedback or idea',
};

/** open: waiting for staff; answered: staff replied last; closed: done (a new message reopens it). */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Where a ticket came from: a form (Help, /contact) or a live chat (ADR 0043). */
export const TICKET_CHANNELS = ['form', 'chat'] as const;

/** Who wrote a message: the customer (user or visitor) or staff. */
export const TICKET_AUTHORS = ['customer', 'staff'] as const;

export const TICKET_SUBJECT_MAX_LENGTH = 150;
export const TICKET_MESSAGE_MAX_LENGTH = 5000;
const CONTACT_NAME_MAX_LENGTH = 100;
const MAX_EMAIL_LENGTH = 254;

/** No CR or LF: a subject or a name ends up in an email header. */
const singleLine = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !/[\r\n]/.test(value), `${label} must be on one line`);

const messageText = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(
    TICKET_MESSAGE_MAX_LENGTH,
    `Message must be at most ${TICKET_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  );

export const ticketMessageDto = z.object({
  id: z.string(),
  author: z.enum(TICKET_AUTHORS),
  /** The staff member's first name, or the customer's name. */
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});

const ticketSummaryDto = z.object({
  id: z.string(),
  /** Short reference shown to people, e.g. "T-1042". */
  reference: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  /** The plan the ticket was opened under (ADR 0033); 'free' for a visitor's from /contact. */
  tier: z.enum(PLAN_NAMES),
  created_at: z.string(),
  updated_at: z.string(),
  message_count: z.number().int(),
});
export type TicketSummary = z.infer<typeof ticketSummaryDto>;

export const ticketDto = ticketSummaryDto.extend({ messages: z.array(ticketMessageDto) });
export type Ticket = z.infer<typeof ticketDto>;

/** GET /api/support/tickets → the user's tickets, newest activity first. */
export const ticketListResponse = z.object({ tickets: z.array(ticketSummaryDto) });
/** GET /api/support/tickets/{id}, POST /api/support/tickets, POST …/{id}/messages → the ticket. */
export const ticketResponse = z.object({ ticket: ticketDto });

export const createTicketBody = z.strictObject({
  subject: singleLine('Subject', TICKET_SUBJECT_MAX_LENGTH),
  message: messageText,
  category: z.enum(TICKET_CATEGORIES, { error: 'Choose a category' }),
});
export type CreateTicketBody = z.infer<typeof createTicketBody>;

export const ticketReplyBody = z.strictObject({ message: messageText });

/**
 * POST /api/contact (public): a visitor's message becomes a ticket. `website` is a honeypot that
 * people never see: when filled, the answer is the same but nothing is stored.
 */
export const contactBody = z.strictObject({
  name: singleLine('Name', CONTACT_NAME_MAX_LENGTH),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters`)
    .email('Please enter a valid email address'),
  message: messageText,
  website: z.string().max(200).optional(),
});
export type ContactBody = z.infer<typeof contactBody>;
export const CONTACT_SENT_MESSAGE =
  'Thanks — your message reached our support team. We answer by email within one working day.';
export const contactResponse = z.object({ success: z.literal(true), message: z.string() });

export const TICKET_NOT_FOUND_MESSAGE = 'Ticket not found';

/**
 * Admin: GET /api/admin/support/tickets?status&assigned&page → a page of every ticket, open ones first
 * (by tier, Enterprise first, then the oldest).
 */
export const ADMIN_TICKETS_PAGE_SIZE = 20;
export const adminTicketQuery = z.strictObject({
  status: z
    .enum(TICKET_STATUSES, { error: `status must be one of ${TICKET_STATUSES.join(', ')}` })
    .optional(),
  /** `me`: only the tickets assigned to the signed-in staff member (their accounts' tickets). */
  assigned: z.enum(['me'], { error: 'assigned must be me' }).optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1' })
    .int('page must be a whole number from 1')
    .min(1, 'page must be a whole number from 1')
    .max(1_000_000, 'page must be a whole number from 1')
    .default(1),
});
/** What staff see of a ticket beside what its customer sees (ADR 0033). */
const staffFields = {
  /** The customer: the account's name and email, or the visitor's. */
  customer_name: z.string(),
  customer_email: z.string(),
  /** Null for a visitor's ticket from /contact. */
  user_id: z.string().nullable(),
  /** The workspace it was opened in; null for a visitor's, or one opened before workspaces. */
  workspace_id: z.string().nullable(),
  /** The customer's account manager when it was opened; null for none. */
  assigned_admin_id: z.string().nullable(),
  /** When staff's first answer is due: opened plus the tier's first-response target. */
  first_response_due_at: z.string(),
  /** Staff's first answer; null while there is none. */
  first_answered_at: z.string().nullable(),
  /** Open, not answered by staff yet, and past its due time on the server's clock. */
  overdue: z.boolean(),
};
const adminTicketSummaryDto = ticketSummaryDto.extend(staffFields);
export const adminTicketListResponse = z.object({
  tickets: z.array(adminTicketSummaryDto),
  /** The same shape as the Users tab's (shared/api/admin.ts Pagination). */
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export const adminTicketResponse = z.object({
  ticket: ticketDto.extend(staffFields),
});
/** POST /api/admin/support/tickets/{id}/messages: staff answer (emails the customer); PUT …/{id}/status. */
export const ticketStatusBody = z.strictObject({ status: z.enum(TICKET_STATUSES) });
