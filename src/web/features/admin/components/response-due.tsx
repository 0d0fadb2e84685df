// A ticket's first-response target in the Support tab (ADR 0033): when staff's first answer is due,
// and a red "Overdue" the server marked (open, unanswered, past the tier's target).
import { AlarmClock } from 'lucide-react';
import { formatDateTime } from '../utils/formatting';

interface Target {
  first_response_due_at: string;
  first_answered_at: string | null;
  overdue: boolean;
  status: string;
}

export function ResponseDue({ ticket }: { ticket: Target }) {
  if (ticket.overdue) {
    return (
      <span className="inline-flex flex-col">
        <span className="inline-flex items-center gap-1 self-start rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-inset ring-red-200">
          <AlarmClock className="h-3 w-3" aria-hidden="true" />
          Overdue
        </span>
        <span className="mt-0.5 text-xs text-red-800">
          was due{' '}
          <time dateTime={ticket.first_response_due_at}>{formatDateTime(ticket.first_response_due_at)}</time>
        </span>
      </span>
    );
  }
  if (ticket.first_answered_at) {
    return (
      <span className="text-xs text-slate-600">
        Answered <time dateTime={ticket.first_answered_at}>{formatDateTime(ticket.first_answered_at)}</time>
      </span>
    );
  }
  if (ticket.status !== 'open') return <span className="text-xs text-slate-500">—</span>;
  return (
    <span className="text-xs text-slate-700">
      Due <time dateTime={ticket.first_response_due_at}>{formatDateTime(ticket.first_response_due_at)}</time>
    </span>
  );
}
