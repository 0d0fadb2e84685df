// /support, the app's Help page: the user's tickets (newest activity first, each opening its
// thread) beside the "New ticket" form, and what the plan gives in support (phone calls on Enterprise). The public /help page stays the documentation.
import { BookOpen, Inbox, LifeBuoy, MessageSquarePlus } from 'lucide-react';
import { Link } from 'react-router';
import { TICKET_CATEGORY_LABELS, type TicketSummary } from '../../../../shared/api/support';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorBlock } from '../../../components/ui/error-block';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { PAGE_TITLE_ID, PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import { TicketStatusBadge } from '../../../components/ui/ticket-status-badge';
import { formatTicketTime } from '../../../components/ui/ticket-thread';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTickets } from '../api/get-tickets';
import { NewTicketForm } from './new-ticket-form';
import { PlanSupportCard } from './plan-support-card';

function TicketRow({ ticket }: { ticket: TicketSummary }) {
  return (
    <li>
      <Link
        to={`/support/${encodeURIComponent(ticket.id)}`}
        className="block rounded-xl px-4 py-3.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-semibold break-words text-slate-900">{ticket.subject}</p>
          <TicketStatusBadge status={ticket.status} />
        </div>
        <p className="mt-1 text-xs text-slate-600">
          {ticket.reference} · {TICKET_CATEGORY_LABELS[ticket.category]} · {ticket.message_count}{' '}
          {ticket.message_count === 1 ? 'message' : 'messages'} · updated{' '}
          <time dateTime={ticket.updated_at}>{formatTicketTime(ticket.updated_at)}</time>
        </p>
      </Link>
    </li>
  );
}

function TicketList() {
  const tickets = useTickets();
  if (tickets.isPending) return <LoadingBlock label="Loading your tickets" />;
  if (tickets.isError) {
    return (
      <ErrorBlock
        title="Could not load your tickets"
        description="The server did not answer as expected. Try again in a moment."
        onRetry={() => void tickets.refetch()}
      />
    );
  }
  if (tickets.data.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No tickets yet"
        description="Questions you send appear here with our answers. We also email you when we answer."
      />
    );
  }
  return (
    <ul aria-label="Your tickets" className="-mx-2 divide-y divide-slate-100">
      {tickets.data.map((ticket) => (
        <TicketRow key={ticket.id} ticket={ticket} />
      ))}
    </ul>
  );
}

export default function SupportPage() {
  useDocumentTitle('Help');
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="space-y-6">
      <PageHeader
        title="Help"
        description="Ask us anything about Pinloom. A person answers here and by email, within your plan's first-response time."
        aside={
          <Link to="/help" className={buttonClasses('secondary', 'md', 'self-start')}>
            <BookOpen className="h-4 w-4" aria-hidden="true" />
            Read the documentation
          </Link>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <SectionCard
          headingId="support-tickets"
          icon={LifeBuoy}
          title="Your tickets"
          description="Open one to read our answer or reply."
          className="lg:col-span-3"
        >
          <div className="mt-4">
            <TicketList />
          </div>
        </SectionCard>
        <SectionCard
          headingId="support-new-ticket"
          icon={MessageSquarePlus}
          title="New ticket"
          description="One question per ticket keeps answers easy to find."
          className="lg:col-span-2"
        >
          <NewTicketForm />
        </SectionCard>
      </div>
      <PlanSupportCard />
    </section>
  );
}
