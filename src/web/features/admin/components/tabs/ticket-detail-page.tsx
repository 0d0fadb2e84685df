// Admin console: one support ticket (from the Support tab): the customer, the thread, an answer
// box (the answer is emailed to the customer and the ticket becomes answered), and Close or
// Reopen. A visitor's ticket has no account behind it: the answer reaches them by email only.
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { TICKET_CATEGORY_LABELS } from '../../../../../shared/api/support';
import { BackLink } from '../../../../components/ui/back-link';
import { DetailNotLoaded } from '../../../../components/ui/load-failure';
import { LoadingBlock } from '../../../../components/ui/loading-block';
import { TicketMessageForm } from '../../../../components/ui/ticket-message-form';
import { TicketStatusBadge } from '../../../../components/ui/ticket-status-badge';
import { TicketThread } from '../../../../components/ui/ticket-thread';
import { failureToast, showFailureToast } from '../../../../lib/failure-toast';
import { useReportedFailure } from '../../../../lib/report-failure';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAnswerTicket } from '../../api/answer-ticket';
import { useAdminTicket } from '../../api/get-admin-ticket';
import { useSetTicketStatus } from '../../api/set-ticket-status';
import { formatDateTime } from '../../utils/formatting';
import { ResponseDue } from '../response-due';
import { StatusToggleButton } from '../status-toggle-button';
import { PlanBadge } from '../user-badges';

const ANSWER_ERROR = 'Could not send the answer. Please try again.';
const STATUS_ERROR = 'Could not change the ticket’s status. Please try again.';

export default function TicketDetailPage() {
  const { ticketId = '' } = useParams();
  const detail = useAdminTicket(ticketId);
  useReportedFailure(detail.error, 'Could not load the ticket');
  const setStatus = useSetTicketStatus(ticketId);
  const answer = useAnswerTicket(ticketId);
  const ticket = detail.data?.ticket;
  useDocumentTitle(ticket ? `Admin · ${ticket.reference}` : 'Admin · Ticket');

  if (detail.isPending || detail.isError || !ticket) {
    return (
      <DetailNotLoaded
        back={{ to: '/admin/support', label: 'Back to support' }}
        loading={detail.isPending ? <LoadingBlock label="Loading the ticket" /> : null}
        error={detail.error}
        missing={{ title: 'Ticket not found', description: 'No ticket has this address.' }}
        failed="Could not load this ticket"
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const closed = ticket.status === 'closed';
  function changeStatus() {
    setStatus.mutate(closed ? 'open' : 'closed', {
      onSuccess: () =>
        toast.success(closed ? `${ticket?.reference} is open again.` : `${ticket?.reference} is closed.`),
      onError: (failure) => showFailureToast(failureToast(STATUS_ERROR, failure)),
    });
  }

  return (
    <div className="space-y-6">
      <BackLink to="/admin/support">Back to support</BackLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="min-w-0 text-xl font-semibold tracking-tight break-words text-ink-900">
              {ticket.subject}
            </h2>
            <TicketStatusBadge status={ticket.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {ticket.reference} · {TICKET_CATEGORY_LABELS[ticket.category]} · from{' '}
            {ticket.user_id ? (
              <Link
                to={`/admin/users/${encodeURIComponent(ticket.user_id)}`}
                className="font-medium text-brand-700 underline"
              >
                {ticket.customer_name}
              </Link>
            ) : (
              <span className="font-medium text-slate-900">
                {ticket.customer_name} (visitor, contact form)
              </span>
            )}{' '}
            · {ticket.customer_email}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <PlanBadge plan={ticket.tier} />
            <ResponseDue ticket={ticket} />
          </p>
        </div>
        <StatusToggleButton settled={closed} onClick={changeStatus} disabled={setStatus.isPending}>
          {closed ? 'Reopen ticket' : 'Close ticket'}
        </StatusToggleButton>
      </div>
      <div className="max-w-3xl space-y-6">
        <TicketThread messages={ticket.messages} formatTime={formatDateTime} />
        <TicketMessageForm
          formLabel="Answer the customer"
          label="Answer"
          submitLabel="Send answer"
          rows={6}
          hint={`Emailed to ${ticket.customer_email}; the ticket becomes answered.`}
          failureMessage={ANSWER_ERROR}
          send={answer}
          onSent={() => toast.success(`Answer sent to ${ticket.customer_email}.`)}
          className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6"
        />
      </div>
    </div>
  );
}
