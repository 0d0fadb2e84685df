// The user rows shared by the dashboard (recent users) and the Users tab. Each name links to the
// user's detail; the Users tab adds 'Scheduled today' and the row's actions. Phones get one card
// per user; from tablets up a table, scrolling sideways inside a focusable region when narrow.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminUserRow } from '../../../../shared/api/admin';
import { countOf } from '../../../lib/count-words';
import { formatCount, formatDate, fullName } from '../utils/formatting';
import { DataTable } from './data-table';
import { PlanBadge, StatusBadges } from './user-badges';

const cell =
  'first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6 whitespace-nowrap px-4 py-3 text-sm text-slate-700';
const numberCell = `${cell} text-right tabular-nums`;

interface UserTableProps {
  /** Names the table (and its scrolling region) or the list of cards for screen readers. */
  caption: string;
  users: AdminUserRow[];
  withScheduledToday?: boolean;
  /** The buttons at the end of a row; no actions column without it. */
  actions?: (user: AdminUserRow) => ReactNode;
}

export function UserTable(props: UserTableProps) {
  return (
    <>
      <UserCards {...props} />
      <div className="hidden md:block">
        <Table {...props} />
      </div>
    </>
  );
}

function UserCards({ caption, users, withScheduledToday = false, actions }: UserTableProps) {
  return (
    <ul aria-label={caption} className="divide-y divide-slate-100 md:hidden">
      {users.map((user) => (
        <li key={user.id} className={`px-4 py-4 ${user.suspended_at ? 'bg-red-50/40' : ''}`}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <Link
                to={`/admin/users/${encodeURIComponent(user.id)}`}
                className="rounded font-semibold text-slate-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {fullName(user) || 'No name'}
              </Link>
              <p className="truncate text-sm text-slate-600">{user.email}</p>
            </div>
            <PlanBadge plan={user.subscription_plan} />
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs text-slate-600">
            <StatusBadges user={user} />
            <span>{countOf(user.pins_generated_this_month, 'pin')} this month</span>
            {withScheduledToday && <span>{formatCount(user.pins_scheduled_today)} scheduled today</span>}
            <span>
              Joined <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
            </span>
          </div>
          {actions && <div className="mt-3 flex gap-2">{actions(user)}</div>}
        </li>
      ))}
    </ul>
  );
}

function Table({ caption, users, withScheduledToday = false, actions }: UserTableProps) {
  return (
    <DataTable
      caption={caption}
      columns={[
        'Name',
        'Email',
        'Plan',
        'Status',
        { header: 'Pins this month', alignEnd: true },
        withScheduledToday && { header: 'Scheduled today', alignEnd: true },
        'Joined',
        actions !== undefined && { header: 'Actions', hidden: true, alignEnd: true },
      ]}
    >
      {users.map((user) => (
        <tr key={user.id} className={user.suspended_at ? 'bg-red-50/40' : 'hover:bg-slate-50'}>
          <th scope="row" className={`${cell} text-left font-semibold text-slate-900`}>
            <Link
              to={`/admin/users/${encodeURIComponent(user.id)}`}
              className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {fullName(user) || 'No name'}
            </Link>
          </th>
          <td className={cell}>{user.email}</td>
          <td className={cell}>
            <PlanBadge plan={user.subscription_plan} />
          </td>
          <td className={cell}>
            <StatusBadges user={user} />
          </td>
          <td className={numberCell}>{formatCount(user.pins_generated_this_month)}</td>
          {withScheduledToday && <td className={numberCell}>{formatCount(user.pins_scheduled_today)}</td>}
          <td className={cell}>
            <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
          </td>
          {actions && (
            <td className={`${cell} text-right`}>
              <div className="flex justify-end gap-2">{actions(user)}</div>
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
