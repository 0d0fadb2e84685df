// Support tickets as the API answers them, for the web tests of the Help page and the console.
import type { z } from 'zod';
import type { adminTicketResponse, ticketDto } from '../../shared/api/support';

type TicketInput = z.input<typeof ticketDto>;

export function ticketFixture(overrides: Partial<TicketInput> = {}): TicketInput {
  return {
    id: 't1',
    reference: 'T-1001',
    subject: 'Pins stopped publishing',
    category: 'technical',
    status: 'answered',
    tier: 'free',
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    message_count: 2,
    messages: [
      {
        id: 'm1',
        author: 'customer',
        author_name: 'Ada Lovelace',
        body: 'Since Monday nothing goes out.',
        created_at: '2026-11-20T09:00:00.000Z',
      },
      {
        id: 'm2',
        author: 'staff',
        author_name: 'Sam',
        body: 'Reconnect Pinterest in Settings and they go out again.',
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function adminTicketFixture(
  overrides: Partial<z.input<typeof adminTicketResponse>['ticket']> = {},
): z.input<typeof adminTicketResponse>['ticket'] {
  return {
    ...ticketFixture({ status: 'open', message_count: 1, messages: ticketFixture().messages.slice(0, 1) }),
    customer_name: 'Ada Lovelace',
    customer_email: 'ada@example.com',
    user_id: 'u1',
    workspace_id: 'w1',
    assigned_admin_id: null,
    first_response_due_at: '2026-11-22T09:00:00.000Z',
    first_answered_at: null,
    overdue: false,
    ...overrides,
  };
}

type MessageInput = TicketInput['messages'][number];

/** `ticket` with `message` added at the end of its thread, as the server answers after a reply. */
export function withMessage<T extends { messages: MessageInput[]; message_count: number }>(
  ticket: T,
  message: MessageInput,
): T {
  return { ...ticket, messages: [...ticket.messages, message], message_count: ticket.message_count + 1 };
}
