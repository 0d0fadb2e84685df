// The small colored labels of a user row: the plan, the subscription status, and 'Suspended'.
import { Ban } from 'lucide-react';
import type { AdminUserRow } from '../../../../shared/api/admin';
import type { PlanName } from '../../../../shared/plans';
import { planTitle } from '../utils/formatting';

const badge =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

const planColors: Record<PlanName, string> = {
  free: 'bg-slate-50 text-slate-700 ring-slate-200',
  starter: 'bg-sky-50 text-sky-800 ring-sky-200',
  pro: 'bg-violet-50 text-violet-800 ring-violet-200',
  enterprise: 'bg-amber-50 text-amber-900 ring-amber-200',
};

const statuses: Record<AdminUserRow['subscription_status'], { label: string; colors: string }> = {
  active: { label: 'Active', colors: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  trialing: { label: 'Trial', colors: 'bg-sky-50 text-sky-800 ring-sky-200' },
  past_due: { label: 'Past due', colors: 'bg-amber-50 text-amber-900 ring-amber-200' },
  canceled: { label: 'Canceled', colors: 'bg-slate-100 text-slate-700 ring-slate-200' },
};

export function PlanBadge({ plan }: { plan: PlanName }) {
  return <span className={`${badge} ${planColors[plan]}`}>{planTitle(plan)}</span>;
}

export function StatusBadges({ user }: { user: Pick<AdminUserRow, 'subscription_status' | 'suspended_at'> }) {
  const status = statuses[user.subscription_status];
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`${badge} ${status.colors}`}>{status.label}</span>
      {user.suspended_at && (
        <span className={`${badge} bg-red-50 text-red-800 ring-red-200`}>
          <Ban className="h-3 w-3" aria-hidden="true" />
          Suspended
        </span>
      )}
    </span>
  );
}
