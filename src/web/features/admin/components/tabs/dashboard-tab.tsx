// Admin console: Dashboard (docs/product.md §2): the four stat cards, the subscription breakdown and the
// recent users; pins published and failed per day and analytics collection (issue 29). "Today" is the UTC day the server names in todayStartsAt (ADR 0019).
import { ArrowRight, CalendarDays, LayoutGrid, Sparkles, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ErrorBlock } from '../../../../components/ui/error-block';
import { useReportedFailure } from '../../../../lib/report-failure';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAdminStats } from '../../api/get-admin-stats';
import { useRecentUsers } from '../../api/get-recent-users';
import { formatDate } from '../../utils/formatting';
import { PlanBreakdown } from '../plan-breakdown';
import { ServiceActivity } from '../service-activity';
import { StatCard, StatCardsSkeleton } from '../stat-card';
import { TabHeader } from '../tab-header';
import { TableSkeleton } from '../table-skeleton';
import { UserTable } from '../user-table';

function RecentUsers() {
  const recent = useRecentUsers();
  useReportedFailure(recent.error, 'Could not load the recent users');
  return (
    <section
      aria-labelledby="recent-users-title"
      className="overflow-hidden rounded-2xl bg-white shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-6">
        <h2 id="recent-users-title" className="text-base font-semibold text-ink-900">
          Recent users
        </h2>
        <Link
          to="/admin/users"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          All users
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      {recent.isPending && <TableSkeleton label="Loading recent users" />}
      {recent.isError && (
        <div className="p-5">
          <ErrorBlock
            title="Could not load the recent users"
            description="The server did not answer as expected."
            onRetry={() => void recent.refetch()}
          />
        </div>
      )}
      {recent.data &&
        (recent.data.length === 0 ? (
          <p className="px-6 py-10 text-center text-sm text-slate-600">No users yet.</p>
        ) : (
          <UserTable caption="Recent users" users={recent.data} />
        ))}
    </section>
  );
}

export default function DashboardTab() {
  useDocumentTitle('Admin · Dashboard');
  const stats = useAdminStats();
  useReportedFailure(stats.error, 'Could not load the admin stats');
  const data = stats.data;

  return (
    <div className="space-y-6">
      <TabHeader
        title="Dashboard"
        description="The whole service at a glance: customers, plans and today's pins."
      />
      {stats.isPending && (
        <>
          <span role="status" className="sr-only">
            Loading the figures
          </span>
          <StatCardsSkeleton />
        </>
      )}
      {stats.isError && (
        <ErrorBlock
          title="Could not load the figures"
          description="The server did not answer as expected. Nothing has changed; try again in a moment."
          onRetry={() => void stats.refetch()}
        />
      )}
      {data && (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
            <StatCard icon={Users} label="Total users" value={data.totalUsers} note="Customer accounts" />
            <StatCard
              icon={Sparkles}
              label="Active subscribers"
              value={data.activeSubscribers}
              note="Paid plan, active or past due (trials not counted)"
            />
            <StatCard
              icon={CalendarDays}
              label="Pins generated today"
              value={data.pinsGeneratedToday}
              note={`The UTC day: since 00:00 UTC on ${formatDate(data.todayStartsAt)}`}
            />
            <StatCard
              icon={LayoutGrid}
              label="Total boards"
              value={data.totalBoards}
              note="Across all customers"
            />
          </dl>
          <PlanBreakdown stats={data} />
          <ServiceActivity stats={data} />
        </>
      )}
      <RecentUsers />
    </div>
  );
}
