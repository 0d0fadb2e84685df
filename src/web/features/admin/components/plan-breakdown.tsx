// The dashboard's subscription breakdown (docs/product.md §2): how many customers are on Free, Starter,
// Pro and Enterprise, as counts and as one bar split in proportion.
import type { AdminStats } from '../../../../shared/api/admin';
import type { PlanName } from '../../../../shared/plans';
import { formatCount, planTitle } from '../utils/formatting';

const plans: { plan: PlanName; count: (stats: AdminStats) => number; colour: string }[] = [
  { plan: 'free', count: (stats) => stats.freeUsers, colour: 'bg-slate-400' },
  { plan: 'starter', count: (stats) => stats.starterUsers, colour: 'bg-sky-500' },
  { plan: 'pro', count: (stats) => stats.proUsers, colour: 'bg-violet-500' },
  { plan: 'enterprise', count: (stats) => stats.enterpriseUsers, colour: 'bg-amber-500' },
];

function share(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100);
}

export function PlanBreakdown({ stats }: { stats: AdminStats }) {
  const rows = plans.map((item) => ({ ...item, value: item.count(stats) }));
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <section
      aria-labelledby="plan-breakdown-title"
      className="rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="plan-breakdown-title" className="text-base font-semibold text-ink-900">
        Subscription breakdown
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">Customers on each plan.</p>
      <div aria-hidden="true" className="mt-5 flex h-3 overflow-hidden rounded-full bg-slate-100">
        {rows.map((row) =>
          row.value > 0 ? (
            <div key={row.plan} className={row.colour} style={{ width: `${(row.value / total) * 100}%` }} />
          ) : null,
        )}
      </div>
      <ul className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {rows.map((row) => (
          <li key={row.plan} className="rounded-xl bg-slate-50 px-4 py-3">
            <p className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${row.colour}`} />
              {planTitle(row.plan)}
            </p>
            <p className="mt-1 text-2xl font-bold text-ink-900 tabular-nums">{formatCount(row.value)}</p>
            <p className="text-xs text-slate-600">{share(row.value, total)}% of customers</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
