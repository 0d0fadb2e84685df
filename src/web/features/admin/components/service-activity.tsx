// The dashboard's publishing and analytics figures (issue 29): pins published and publishing
// failures each UTC day of the last 30, as a table (newest first), and how analytics collection
// stands across every connected Pinterest account.
import type { AdminStats } from '../../../../shared/api/admin';
import { formatCount, formatDate, formatDateTime } from '../utils/formatting';

function CollectionHealth({ health }: { health: AdminStats['analytics_collection'] }) {
  const figures = [
    { label: 'Accounts collecting', value: health.accounts_ok },
    { label: 'Accounts paused', value: health.accounts_paused },
    { label: 'Accounts failing', value: health.accounts_failed },
  ];
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-900">Analytics collection</h3>
      <dl className="mt-2 grid grid-cols-3 gap-3">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl bg-slate-50 px-4 py-3">
            <dt className="text-xs text-slate-600">{figure.label}</dt>
            <dd className="mt-1 text-xl font-bold text-ink-900 tabular-nums">{formatCount(figure.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        {health.last_run_at ? `Last run ${formatDateTime(health.last_run_at)}` : 'No collection has run yet.'}
      </p>
    </div>
  );
}

export function ServiceActivity({ stats }: { stats: AdminStats }) {
  const failed = new Map(stats.failed_per_day.map((day) => [day.date, day.count]));
  const days = [...stats.published_per_day].reverse();
  const total = (list: { count: number }[]) => list.reduce((sum, day) => sum + day.count, 0);
  return (
    <section
      aria-labelledby="service-activity-title"
      className="space-y-5 rounded-2xl bg-white p-5 shadow-xs ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2 id="service-activity-title" className="text-base font-semibold text-ink-900">
          Publishing
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          {`${formatCount(total(stats.published_per_day))} pins published and ${formatCount(
            total(stats.failed_per_day),
          )} failures in the last 30 days (UTC days).`}
        </p>
      </div>
      <CollectionHealth health={stats.analytics_collection} />
      {/* Scrolls on its own, so it takes focus: keyboard users scroll it with the arrow keys. */}
      <section
        className="max-h-72 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
        tabIndex={0}
        aria-label="Pins published and failed per day"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Pins published and publishing failures per day</caption>
          <thead>
            <tr className="text-xs text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Published
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Failed
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-t border-slate-100">
                <td className="py-1">{formatDate(`${day.date}T00:00:00Z`)}</td>
                <td className="py-1 text-right tabular-nums">{formatCount(day.count)}</td>
                <td className="py-1 text-right tabular-nums">{formatCount(failed.get(day.date) ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
