// Admin console: Support. Every ticket, open ones first (they wait for us) by tier, Enterprise
// first, then the oldest (ADR 0033), each with its tier and first-response due time, overdue ones
// marked; narrowed by status or to those assigned to me, 20 a page; each opens its thread to answer
// or close. The filters and the page live in the address (?status=open&assigned=me&page=2), so a
// reload or Back returns to the same list. Live chats (ADR 0043) and Enterprise customers' phone
// call requests follow.
import { Inbox } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  ADMIN_TICKETS_PAGE_SIZE,
  type adminTicketListResponse,
  TICKET_CATEGORY_LABELS,
  TICKET_STATUSES,
  type TicketStatus,
} from '../../../../../shared/api/support';
import { EmptyState } from '../../../../components/ui/empty-state';
import { SelectField } from '../../../../components/ui/select-field';
import { TicketStatusBadge } from '../../../../components/ui/ticket-status-badge';
import { useReportedFailure } from '../../../../lib/report-failure';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { type TicketAssignment, useAdminTickets } from '../../api/get-admin-tickets';
import { formatCount, formatDateTime } from '../../utils/formatting';
import { DataTable } from '../data-table';
import { ListTotal } from '../list-total';
import { LiveChats } from '../live-chats';
import { PagedList } from '../paged-list';
import { Pagination } from '../pagination';
import { PhoneCallRequests } from '../phone-call-requests';
import { ResponseDue } from '../response-due';
import { TabHeader } from '../tab-header';
import { PlanBadge } from '../user-badges';

type AdminTicketRow = z.infer<typeof adminTicketListResponse>['tickets'][number];

const STATUS_WORDS: Record<TicketStatus | '', string> = {
  '': 'All tickets',
  open: 'Open (waiting for us)',
  answered: 'Answered',
  closed: 'Closed',
};

function statusFrom(value: string | null): TicketStatus | '' {
  return TICKET_STATUSES.find((status) => status === value) ?? '';
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function assignedFrom(value: string | null): TicketAssignment {
  return value === 'me' ? 'me' : '';
}

interface ListAddress {
  status: TicketStatus | '';
  assigned: TicketAssignment;
  page: number;
}

function useListAddress() {
  const [params, setParams] = useSearchParams();
  const status = statusFrom(params.get('status'));
  const assigned = assignedFrom(params.get('assigned'));
  const page = pageFrom(params.get('page'));
  const go = (next: ListAddress) => {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.assigned) query.set('assigned', next.assigned);
    if (next.page > 1) query.set('page', String(next.page));
    setParams(query);
  };
  return { status, assigned, page, go };
}

const ticketLink = (ticket: AdminTicketRow) => `/admin/support/${encodeURIComponent(ticket.id)}`;
const linkClasses =
  'rounded font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';
const cell = 'px-4 py-3 text-sm text-slate-700 first:pl-6 last:pr-6';

function TicketCards({ tickets }: { tickets: AdminTicketRow[] }) {
  return (
    <ul aria-label="Tickets" className="divide-y divide-slate-100 md:hidden">
      {tickets.map((ticket) => (
        <li key={ticket.id} className="px-4 py-4">
          <div className="flex items-start justify-between gap-3">
            <Link to={ticketLink(ticket)} className={`${linkClasses} min-w-0 break-words`}>
              {ticket.subject}
            </Link>
            <TicketStatusBadge status={ticket.status} />
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <PlanBadge plan={ticket.tier} />
            <ResponseDue ticket={ticket} />
          </p>
          <p className="mt-1 truncate text-sm text-slate-600">
            {ticket.customer_name} · {ticket.customer_email}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            {ticket.reference} · {TICKET_CATEGORY_LABELS[ticket.category]} · {ticket.message_count}{' '}
            {ticket.message_count === 1 ? 'message' : 'messages'} ·{' '}
            <time dateTime={ticket.updated_at}>{formatDateTime(ticket.updated_at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}

function TicketTable({ tickets }: { tickets: AdminTicketRow[] }) {
  return (
    <DataTable
      caption="Support tickets"
      label="Tickets"
      className="hidden md:block"
      columns={[
        'Subject',
        'Customer',
        'Tier',
        'First response',
        'Category',
        'Status',
        { header: 'Messages', alignEnd: true },
        'Last activity',
      ]}
    >
      {tickets.map((ticket) => (
        <tr key={ticket.id} className={ticket.overdue ? 'bg-red-50/60 hover:bg-red-50' : 'hover:bg-slate-50'}>
          <th scope="row" className={`${cell} max-w-md text-left font-normal`}>
            <Link to={ticketLink(ticket)} className={`${linkClasses} break-words`}>
              {ticket.subject}
            </Link>
            <span className="block text-xs text-slate-600">{ticket.reference}</span>
          </th>
          <td className={cell}>
            <span className="block font-medium text-slate-900">{ticket.customer_name}</span>
            <span className="block text-xs text-slate-600">
              {ticket.customer_email}
              {ticket.user_id ? '' : ' · visitor'}
            </span>
          </td>
          <td className={cell}>
            <PlanBadge plan={ticket.tier} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>
            <ResponseDue ticket={ticket} />
          </td>
          <td className={`${cell} whitespace-nowrap`}>{TICKET_CATEGORY_LABELS[ticket.category]}</td>
          <td className={cell}>
            <TicketStatusBadge status={ticket.status} />
          </td>
          <td className={`${cell} text-right tabular-nums`}>{formatCount(ticket.message_count)}</td>
          <td className={`${cell} whitespace-nowrap`}>
            <time dateTime={ticket.updated_at}>{formatDateTime(ticket.updated_at)}</time>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

export default function SupportTab() {
  useDocumentTitle('Admin · Support');
  const { status, assigned, page, go } = useListAddress();
  const list = useAdminTickets(status, page, assigned);
  useReportedFailure(list.error, 'Could not load the ticket list');
  const data = list.data;
  const pagination = data?.pagination;

  return (
    <div className="space-y-6">
      <TabHeader
        title="Support"
        description="Questions from customers and visitors. Open ones come first, Enterprise first, then the oldest; an answer is emailed to the customer."
        aside={pagination && <ListTotal total={pagination.total} one="ticket" other="tickets" />}
      />

      <div className="flex flex-col gap-4 sm:flex-row">
        <SelectField
          label="Show"
          name="status"
          value={status}
          onChange={(event) => go({ status: statusFrom(event.target.value), assigned, page: 1 })}
          className="max-w-xs flex-1"
        >
          {(['', ...TICKET_STATUSES] as const).map((value) => (
            <option key={value || 'all'} value={value}>
              {STATUS_WORDS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Assigned"
          name="assigned"
          value={assigned}
          onChange={(event) => go({ status, assigned: assignedFrom(event.target.value), page: 1 })}
          className="max-w-xs flex-1"
        >
          <option value="">To anyone</option>
          <option value="me">Assigned to me</option>
        </SelectField>
      </div>

      <PagedList
        query={list}
        shown={data && { count: data.tickets.length, total: data.pagination.total }}
        page={page}
        icon={Inbox}
        loading="Loading tickets"
        rows={6}
        failed="Could not load the tickets"
        onFirstPage={() => go({ status, assigned, page: 1 })}
        empty={
          <EmptyState
            icon={Inbox}
            title={
              assigned ? 'No tickets assigned to you' : status ? `No ${status} tickets` : 'No tickets yet'
            }
            description="Tickets from the app's Help page and the contact form appear here."
          />
        }
      >
        {() =>
          data && (
            <>
              <TicketCards tickets={data.tickets} />
              <TicketTable tickets={data.tickets} />
            </>
          )
        }
      </PagedList>

      {pagination && pagination.total > 0 && (
        <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-slate-600">{ADMIN_TICKETS_PAGE_SIZE} per page</p>
          <Pagination
            page={page}
            totalPages={pagination.totalPages}
            onPage={(next) => go({ status, assigned, page: next })}
          />
        </div>
      )}

      <LiveChats />

      <PhoneCallRequests />
    </div>
  );
}
