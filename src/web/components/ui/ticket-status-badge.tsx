// A support ticket's status as a small coloured label, the same in the app and the admin console.
import type { TicketStatus } from '../../../shared/api/support';

const LOOKS: Record<TicketStatus, { label: string; className: string }> = {
  open: { label: 'Open', className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  answered: { label: 'Answered', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  closed: { label: 'Closed', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const look = LOOKS[status];
  return (
    <span
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${look.className}`}
    >
      {look.label}
    </span>
  );
}
