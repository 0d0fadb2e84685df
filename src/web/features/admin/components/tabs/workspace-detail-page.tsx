// Admin console: one workspace (View on the Workspaces tab): its paying owner, plan and counts, its
// suspension, and its members with their roles, each linking to the person's account; with
// Suspend or Unsuspend.
import { Ban, Building2, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../../components/ui/back-link';
import { Button } from '../../../../components/ui/button';
import { DetailNotLoaded } from '../../../../components/ui/load-failure';
import { useReportedFailure } from '../../../../lib/report-failure';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAdminWorkspace } from '../../api/get-admin-workspace';
import { formatCount, formatDate, formatDateTime, fullName } from '../../utils/formatting';
import { DataTable } from '../data-table';
import { DetailCard, Facts } from '../detail-card';
import { useSuspensionDialog } from '../suspend-dialog';
import { TableSkeleton } from '../table-skeleton';
import { PlanBadge } from '../user-badges';

const cell = 'px-3 py-2.5 text-sm text-slate-700';

export default function WorkspaceDetailPage() {
  const { workspaceId = '' } = useParams();
  const detail = useAdminWorkspace(workspaceId);
  useReportedFailure(detail.error, 'Could not load the workspace');
  const suspension = useSuspensionDialog('workspace');
  useDocumentTitle(detail.data ? `Admin · ${detail.data.workspace.name}` : 'Admin · Workspace');

  if (detail.isPending || detail.isError) {
    return (
      <DetailNotLoaded
        back={{ to: '/admin/workspaces', label: 'Back to workspaces' }}
        loading={detail.isPending ? <TableSkeleton label="Loading the workspace" rows={4} /> : null}
        error={detail.error}
        missing={{
          title: 'Workspace not found',
          description: 'No workspace has this address. It may have been deleted.',
        }}
        failed="Could not load this workspace"
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const { workspace, members, pinterest_accounts: accounts } = detail.data;
  return (
    <div className="space-y-6">
      <BackLink to="/admin/workspaces">Back to workspaces</BackLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 className="truncate text-xl font-semibold tracking-tight text-ink-900">{workspace.name}</h2>
          <p className="truncate text-sm text-slate-600">Paid for by {workspace.owner_email}</p>
        </div>
        {workspace.suspended_at ? (
          <Button variant="secondary" onClick={() => suspension.ask('unsuspend', workspace)}>
            Unsuspend
          </Button>
        ) : (
          <Button
            className="bg-red-600 hover:bg-red-700 focus-visible:outline-red-600"
            onClick={() => suspension.ask('suspend', workspace)}
          >
            <Ban className="h-4 w-4" aria-hidden="true" />
            Suspend
          </Button>
        )}
      </div>

      {workspace.suspended_at && (
        <div className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-900">
          <Ban className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Suspended since {formatDateTime(workspace.suspended_at)}</p>
            <p className="mt-0.5">Reason: {workspace.suspended_reason || 'none given'}</p>
          </div>
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-3">
        <DetailCard icon={Building2} title="Workspace">
          <Facts
            items={[
              { label: 'Paying owner', value: workspace.owner_email, wide: true },
              { label: 'Plan', value: <PlanBadge plan={workspace.plan} /> },
              { label: 'Created', value: formatDate(workspace.created_at) },
              { label: 'Boards', value: formatCount(workspace.boards) },
              { label: 'Pins', value: formatCount(workspace.pins) },
              {
                label: 'Pinterest accounts',
                wide: true,
                value:
                  accounts.length === 0
                    ? 'None connected'
                    : accounts
                        .map(
                          (a) => `@${a.username}${a.status === 'connected' ? '' : ' (needs reconnecting)'}`,
                        )
                        .join(', '),
              },
            ]}
          />
        </DetailCard>
        <DetailCard
          className="lg:col-span-2"
          icon={Users}
          title="Members"
          aside={<span className="text-sm text-slate-600">{formatCount(members.length)} in all</span>}
        >
          <DataTable caption="Members" variant="card" columns={['Name', 'Email', 'Role', 'Joined']}>
            {members.map((member) => (
              <tr key={member.user_id}>
                <th scope="row" className={`${cell} text-left font-semibold text-slate-900`}>
                  <Link
                    to={`/admin/users/${encodeURIComponent(member.user_id)}`}
                    className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {fullName(member) || 'No name'}
                  </Link>
                </th>
                <td className={cell}>{member.email}</td>
                <td className={`${cell} capitalize`}>{member.role}</td>
                <td className={cell}>
                  <time dateTime={member.joined_at}>{formatDate(member.joined_at)}</time>
                </td>
              </tr>
            ))}
          </DataTable>
        </DetailCard>
      </div>
      {suspension.dialog}
    </div>
  );
}
