// /support/:ticketId: one of the user's tickets, its thread with our answers, and a reply box. A
// reply to an answered or closed ticket opens it again. Another user's ticket is "not found".
import { useParams } from 'react-router';
import { TICKET_CATEGORY_LABELS } from '../../../../shared/api/support';
import { BackLink } from '../../../components/ui/back-link';
import { DetailNotLoaded } from '../../../components/ui/load-failure';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { PAGE_TITLE_ID } from '../../../components/ui/page-header';
import { TicketMessageForm } from '../../../components/ui/ticket-message-form';
import { TicketStatusBadge } from '../../../components/ui/ticket-status-badge';
import { TicketThread } from '../../../components/ui/ticket-thread';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/reply-to-ticket';

const REPLY_SEND_ERROR = 'Could not send your reply. Please try again.';

export default function TicketPage() {
  const { ticketId = '' } = useParams();
  const ticket = useTicket(ticketId);
  const reply = useReplyToTicket(ticketId);
  useDocumentTitle(ticket.data ? `${ticket.data.reference} · Help` : 'Help');

  if (ticket.isPending || ticket.isError) {
    return (
      <DetailNotLoaded
        back={{ to: '/support', label: 'Back to Help' }}
        loading={ticket.isPending ? <LoadingBlock label="Loading the ticket" /> : null}
        error={ticket.error}
        missing={{
          title: 'Ticket not found',
          description:
            'It may have been opened from another account. Your tickets are listed on the Help page.',
        }}
        failed="Could not load this ticket"
        onRetry={() => void ticket.refetch()}
      />
    );
  }

  const { data } = ticket;
  return (
    <section aria-labelledby={PAGE_TITLE_ID} className="mx-auto max-w-3xl space-y-6">
      <BackLink to="/support">Back to Help</BackLink>
      <div>
        <div className="flex flex-wrap items-center gap-3">
          <h1
            id={PAGE_TITLE_ID}
            className="min-w-0 text-2xl font-bold tracking-tight break-words text-ink-900"
          >
            {data.subject}
          </h1>
          <TicketStatusBadge status={data.status} />
        </div>
        <p className="mt-1.5 text-sm text-slate-600">
          {data.reference} · {TICKET_CATEGORY_LABELS[data.category]}
          {data.status === 'open' && ' · waiting for our answer'}
        </p>
      </div>
      <TicketThread messages={data.messages} customerLabel="You" />
      <TicketMessageForm
        formLabel="Reply"
        label="Your reply"
        submitLabel="Send reply"
        rows={5}
        hint={data.status === 'closed' ? 'This ticket is closed. A reply opens it again.' : undefined}
        failureMessage={REPLY_SEND_ERROR}
        send={reply}
        className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      />
    </section>
  );
}
