// A support ticket's messages, oldest first: the customer's on one side, support's answers on the
// other, each with its author and time. Text is shown as written (line breaks kept, never HTML).
import type { z } from 'zod';
import type { ticketMessageDto } from '../../../shared/api/support';

type TicketMessage = z.infer<typeof ticketMessageDto>;

const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatTicketTime(iso: string): string {
  return when.format(new Date(iso));
}

/** "Sam · Pinloom support"; the console's built-in account is named Pinloom, which needs no repeating. */
function staffSignature(name: string): string {
  return name && name !== 'Pinloom' ? `${name} · Pinloom support` : 'Pinloom support';
}

export function TicketThread({
  messages,
  customerLabel,
  formatTime = formatTicketTime,
}: {
  messages: TicketMessage[];
  /** How the customer's messages are headed: "You" in the app, their name in the console. */
  customerLabel?: string;
  /** The reader's local time by default; the console shows UTC as everywhere else in it. */
  formatTime?: (iso: string) => string;
}) {
  return (
    <ol aria-label="Messages" className="space-y-4">
      {messages.map((message) => {
        const staff = message.author === 'staff';
        return (
          <li
            key={message.id}
            className={`rounded-2xl border p-4 sm:p-5 ${
              staff ? 'border-brand-100 bg-brand-50/60 sm:ml-10' : 'border-slate-200 bg-white sm:mr-10'
            }`}
          >
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <p className="text-sm font-semibold text-slate-900">
                {staff ? staffSignature(message.author_name) : (customerLabel ?? message.author_name)}
              </p>
              <time dateTime={message.created_at} className="text-xs text-slate-600">
                {formatTime(message.created_at)}
              </time>
            </div>
            <p className="mt-2 text-sm leading-6 break-words whitespace-pre-wrap text-slate-800">
              {message.body}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
