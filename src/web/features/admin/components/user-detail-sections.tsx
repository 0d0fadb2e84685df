// The cards of a user's detail page (GET /api/admin/users/{id}): account, plan, usage, boards,
// pins by status, the Pinterest connection, the recent AI calls with their cost, and the workspaces
// the person is in.
import { Ban, Bot, Building2, CreditCard, Gauge, LayoutGrid, Link2, Pin, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminUserDetail } from '../../../../shared/api/admin';
import { PIN_STATUSES } from '../../../../shared/api/pins';
import { UsageMeter } from '../../../components/ui/usage-meter';
import { countOf } from '../../../lib/count-words';
import { formatCost, formatCount, formatDate, formatDateTime } from '../utils/formatting';
import { DataTable } from './data-table';
import { DetailCard, Facts } from './detail-card';
import { PlanBadge, StatusBadges } from './user-badges';

const muted = <span className="text-slate-500">Never</span>;

export function ProfileCard({ user }: { user: AdminUserDetail['user'] }) {
  return (
    <DetailCard icon={UserRound} title="Profile">
      <Facts
        items={[
          { label: 'Email', value: user.email, wide: true },
          { label: 'Time zone', value: user.time_zone },
          { label: 'Joined', value: formatDateTime(user.created_at) },
          { label: 'Last sign-in', value: user.last_login_at ? formatDateTime(user.last_login_at) : muted },
        ]}
      />
    </DetailCard>
  );
}

export function PlanCard({ user }: { user: AdminUserDetail['user'] }) {
  return (
    <DetailCard icon={CreditCard} title="Plan and status">
      <Facts
        items={[
          { label: 'Plan', value: <PlanBadge plan={user.subscription_plan} /> },
          { label: 'Status', value: <StatusBadges user={user} /> },
          { label: 'Billing', value: user.billing_cycle === 'yearly' ? 'Yearly' : 'Monthly' },
          {
            label: 'Trial ends',
            value: user.trial_ends_at ? (
              formatDate(user.trial_ends_at)
            ) : (
              <span className="text-slate-500">No trial</span>
            ),
          },
        ]}
      />
    </DetailCard>
  );
}

export function UsageCard({ usage }: { usage: AdminUserDetail['usage'] }) {
  return (
    <DetailCard icon={Gauge} title="Usage">
      <div className="space-y-4">
        <UsageMeter
          label="This month"
          used={usage.month.used}
          limit={usage.month.limit}
          overNote="More than the plan allows: the plan changed this month, after these were made."
        />
        <UsageMeter
          label="Today"
          used={usage.day.used}
          limit={usage.day.limit}
          overNote="More than the plan allows: the plan changed today, after these were made."
        />
        <p className="text-xs text-slate-600">Counted in the user's own allowance month and time zone.</p>
      </div>
    </DetailCard>
  );
}

/** Wide cards span two columns of the page's grid on large screens. */
const wide = 'lg:col-span-2';

export function BoardsCard({ boards }: { boards: AdminUserDetail['boards'] }) {
  return (
    <DetailCard
      className={wide}
      icon={LayoutGrid}
      title="Boards"
      aside={<span className="text-sm text-slate-600">{formatCount(boards.length)} in all</span>}
    >
      {boards.length === 0 ? (
        <p className="text-sm text-slate-600">No boards yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {boards.map((board) => (
            <li key={board.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5">
              <span className="min-w-0 font-medium break-words text-slate-900">{board.name}</span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
                <span>{countOf(board.pins_per_day, 'pin')} a day</span>
                <span>{countOf(board.pin_count, 'pin')}</span>
                {board.linked_to_pinterest ? (
                  <span className="inline-flex items-center gap-1 text-emerald-700">
                    <Link2 className="h-3.5 w-3.5" aria-hidden="true" />
                    Linked to Pinterest
                  </span>
                ) : (
                  <span>Not linked</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}

const statusWords: Record<(typeof PIN_STATUSES)[number], string> = {
  generated: 'In review',
  scheduled: 'Scheduled',
  publishing: 'Publishing',
  posted: 'Posted',
  failed: 'Failed',
};

export function PinsCard({ pins }: { pins: AdminUserDetail['pins_by_status'] }) {
  return (
    <DetailCard icon={Pin} title="Pins by status">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {PIN_STATUSES.map((status) => (
          <div key={status} className="rounded-xl bg-slate-50 px-3 py-2.5">
            <dt className="text-xs font-medium text-slate-600">{statusWords[status]}</dt>
            <dd className="text-xl font-bold text-ink-900 tabular-nums">{formatCount(pins[status] ?? 0)}</dd>
          </div>
        ))}
      </dl>
    </DetailCard>
  );
}

export function PinterestCard({ pinterest }: { pinterest: AdminUserDetail['pinterest'] }) {
  return (
    <DetailCard icon={Link2} title="Pinterest connection">
      {pinterest ? (
        <Facts
          items={[
            { label: 'Account', value: `@${pinterest.username}` },
            { label: 'Status', value: pinterest.status },
            { label: 'Connected since', value: formatDate(pinterest.connected_at) },
          ]}
        />
      ) : (
        <p className="text-sm text-slate-600">Not connected</p>
      )}
    </DetailCard>
  );
}

const cell = 'whitespace-nowrap px-3 py-2 text-sm text-slate-700';

export function AiCallsCard({ calls }: { calls: AdminUserDetail['api_calls'] }) {
  return (
    <DetailCard
      className={wide}
      icon={Bot}
      title="Recent AI calls"
      aside={
        <span className="text-sm text-slate-600">
          {formatCount(calls.calls_this_month)} this month · {formatCost(calls.cost_this_month)}
        </span>
      }
    >
      {calls.recent.length === 0 ? (
        <p className="text-sm text-slate-600">No AI calls yet.</p>
      ) : (
        <DataTable
          caption="Recent AI calls"
          label="Recent AI calls table"
          variant="card"
          columns={[
            'Type',
            'Model',
            'Status',
            { header: 'Tokens', alignEnd: true },
            { header: 'Cost', alignEnd: true },
            'Time',
          ]}
        >
          {calls.recent.map((call) => (
            <tr key={call.id}>
              <td className={`${cell} capitalize`}>{call.type}</td>
              <td className={cell}>{call.model}</td>
              <td className={cell}>
                <span className={call.status_code < 400 ? 'text-emerald-700' : 'font-semibold text-red-700'}>
                  {call.status_code}
                </span>
              </td>
              <td className={`${cell} text-right tabular-nums`}>{formatCount(call.tokens)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatCost(call.cost)}</td>
              <td className={cell}>
                <time dateTime={call.timestamp}>{formatDateTime(call.timestamp)}</time>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </DetailCard>
  );
}

export function WorkspacesCard({ workspaces }: { workspaces: AdminUserDetail['workspaces'] }) {
  return (
    <DetailCard
      icon={Building2}
      title="Workspaces"
      aside={<span className="text-sm text-slate-600">{formatCount(workspaces.length)} in all</span>}
    >
      {workspaces.length === 0 ? (
        <p className="text-sm text-slate-600">In no workspace.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {workspaces.map((workspace) => (
            <li
              key={workspace.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5"
            >
              <Link
                to={`/admin/workspaces/${encodeURIComponent(workspace.id)}`}
                className="min-w-0 rounded font-medium break-words text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {workspace.name}
              </Link>
              <span className="flex items-center gap-2 text-sm text-slate-600">
                {workspace.suspended_at && (
                  <span className="inline-flex items-center gap-1 text-red-700">
                    <Ban className="h-3.5 w-3.5" aria-hidden="true" />
                    Suspended
                  </span>
                )}
                <span className="capitalize">{workspace.role}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </DetailCard>
  );
}
