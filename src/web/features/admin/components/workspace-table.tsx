// The workspace rows of the Workspaces tab: name (linking to its detail), paying owner, plan, size,
// when it was made and whether it is suspended, and the row's actions. A table scrolling sideways
// inside a focusable region when narrow.
import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminWorkspaceRow } from '../../../../shared/api/admin-workspaces';
import { formatCount, formatDate } from '../utils/formatting';
import { DataTable } from './data-table';
import { PlanBadge } from './user-badges';

const cell =
  'first:pl-5 last:pr-5 sm:first:pl-6 sm:last:pr-6 whitespace-nowrap px-4 py-3 text-sm text-slate-700';
const numberCell = `${cell} text-right tabular-nums`;

function SuspendedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
      <Ban className="h-3 w-3" aria-hidden="true" />
      Suspended
    </span>
  );
}

export function WorkspaceTable({
  workspaces,
  actions,
}: {
  workspaces: AdminWorkspaceRow[];
  actions: (workspace: AdminWorkspaceRow) => ReactNode;
}) {
  return (
    <DataTable
      caption="Workspaces"
      columns={[
        'Name',
        'Paying owner',
        'Plan',
        { header: 'Members', alignEnd: true },
        { header: 'Boards', alignEnd: true },
        { header: 'Pins', alignEnd: true },
        'Created',
        { header: 'Actions', hidden: true, alignEnd: true },
      ]}
    >
      {workspaces.map((workspace) => (
        <tr key={workspace.id} className={workspace.suspended_at ? 'bg-red-50/40' : 'hover:bg-slate-50'}>
          <th scope="row" className={`${cell} text-left font-semibold text-slate-900`}>
            <span className="flex items-center gap-2">
              <Link
                to={`/admin/workspaces/${encodeURIComponent(workspace.id)}`}
                className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {workspace.name}
              </Link>
              {workspace.suspended_at && <SuspendedBadge />}
            </span>
          </th>
          <td className={cell}>{workspace.owner_email}</td>
          <td className={cell}>
            <PlanBadge plan={workspace.plan} />
          </td>
          <td className={numberCell}>{formatCount(workspace.members)}</td>
          <td className={numberCell}>{formatCount(workspace.boards)}</td>
          <td className={numberCell}>{formatCount(workspace.pins)}</td>
          <td className={cell}>
            <time dateTime={workspace.created_at}>{formatDate(workspace.created_at)}</time>
          </td>
          <td className={`${cell} text-right`}>
            <div className="flex justify-end gap-2">{actions(workspace)}</div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
