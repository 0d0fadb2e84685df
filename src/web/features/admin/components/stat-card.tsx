// One figure of the admin dashboard: what it counts, the number, and a line of context.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatCount } from '../utils/formatting';

export function StatCard({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  note?: ReactNode;
}) {
  return (
    <div className="relative rounded-2xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:p-5">
      <dt className="text-sm font-medium text-slate-600 sm:pr-12">
        {label}
        <span
          aria-hidden="true"
          className="absolute top-4 right-4 hidden h-9 w-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 sm:flex"
        >
          <Icon className="h-5 w-5" />
        </span>
      </dt>
      <dd className="mt-2 text-2xl sm:mt-3 sm:text-3xl font-bold tracking-tight text-ink-900 tabular-nums">
        {formatCount(value)}
      </dd>
      {note && <dd className="mt-1 text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

/** Four grey cards in the place of the stat cards while they load. */
export function StatCardsSkeleton() {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {['a', 'b', 'c', 'd'].map((key) => (
        <div key={key} className="h-[126px] animate-pulse rounded-2xl bg-white p-5 ring-1 ring-slate-200">
          <div className="h-4 w-28 rounded bg-slate-200" />
          <div className="mt-5 h-8 w-20 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  );
}
