// Admin console: one user's account (View on the Users tab): profile, plan and status, usage,
// boards, pins, the Pinterest connection, recent AI calls and their workspaces with their role in
// each, the account manager (Enterprise), with Suspend or Unsuspend.
import { Ban } from 'lucide-react';
import { useParams } from 'react-router';
import { BackLink } from '../../../../components/ui/back-link';
import { Button } from '../../../../components/ui/button';
import { DetailNotLoaded } from '../../../../components/ui/load-failure';
import { useReportedFailure } from '../../../../lib/report-failure';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAdminUser } from '../../api/get-admin-user';
import { formatDateTime, fullName } from '../../utils/formatting';
import { AccountManagerCard } from '../account-manager-card';
import { useSuspensionDialog } from '../suspend-dialog';
import {
  AiCallsCard,
  BoardsCard,
  PinsCard,
  PinterestCard,
  PlanCard,
  ProfileCard,
  UsageCard,
  WorkspacesCard,
} from '../user-detail-sections';

function DetailSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-4 lg:grid-cols-3">
      <span role="status" className="sr-only">
        Loading the user
      </span>
      {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
        <div
          key={key}
          aria-hidden="true"
          className="h-40 animate-pulse rounded-2xl bg-white p-6 ring-1 ring-slate-200"
        >
          <div className="h-4 w-24 rounded bg-slate-200" />
          <div className="mt-5 h-3 w-full rounded bg-slate-100" />
          <div className="mt-3 h-3 w-2/3 rounded bg-slate-100" />
        </div>
      ))}
    </div>
  );
}

export default function UserDetailPage() {
  const { userId = '' } = useParams();
  const detail = useAdminUser(userId);
  useReportedFailure(detail.error, 'Could not load the user');
  const suspension = useSuspensionDialog();
  const user = detail.data?.user;
  useDocumentTitle(user ? `Admin · ${fullName(user) || user.email}` : 'Admin · User');

  if (detail.isPending || detail.isError) {
    return (
      <DetailNotLoaded
        back={{ to: '/admin/users', label: 'Back to users' }}
        loading={detail.isPending ? <DetailSkeleton /> : null}
        error={detail.error}
        missing={{
          title: 'User not found',
          description: 'No account has this address. It may have been deleted.',
        }}
        failed="Could not load this user"
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const { usage, boards, pins_by_status, pinterest, api_calls, workspaces } = detail.data;
  const account = detail.data.user;
  const name = fullName(account) || account.email;
  return (
    <div className="space-y-6">
      <BackLink to="/admin/users">Back to users</BackLink>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <span
            aria-hidden="true"
            className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg font-bold text-brand-700"
          >
            {(account.first_name[0] ?? '') + (account.last_name[0] ?? '') || '?'}
          </span>
          <div className="min-w-0">
            <h2 className="truncate text-xl font-semibold tracking-tight text-ink-900">{name}</h2>
            <p className="truncate text-sm text-slate-600">{account.email}</p>
          </div>
        </div>
        {account.suspended_at ? (
          <Button variant="secondary" onClick={() => suspension.ask('unsuspend', account)}>
            Unsuspend
          </Button>
        ) : (
          <Button
            className="bg-red-600 hover:bg-red-700 focus-visible:outline-red-600"
            onClick={() => suspension.ask('suspend', account)}
          >
            <Ban className="h-4 w-4" aria-hidden="true" />
            Suspend
          </Button>
        )}
      </div>

      {account.suspended_at && (
        <div className="flex items-start gap-3 rounded-2xl border border-red-200 bg-red-50 px-5 py-4 text-sm text-red-900">
          <Ban className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Suspended since {formatDateTime(account.suspended_at)}</p>
            <p className="mt-0.5">Reason: {account.suspended_reason || 'none given'}</p>
          </div>
        </div>
      )}

      <div className="grid gap-4 lg:grid-cols-3">
        <ProfileCard user={account} />
        <PlanCard user={account} />
        <AccountManagerCard userId={account.id} />
        <UsageCard usage={usage} />
        <WorkspacesCard workspaces={workspaces} />
        <BoardsCard boards={boards} />
        <PinsCard pins={pins_by_status} />
        <PinterestCard pinterest={pinterest} />
        <AiCallsCard calls={api_calls} />
      </div>
      {suspension.dialog}
    </div>
  );
}
