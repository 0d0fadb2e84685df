// The four totals of the range (every plan), each with its change against the period before:
// '▲ 25%' / '▼ 3%' and, when there were no figures before, "no earlier data".
import { ANALYTICS_METRICS, type AnalyticsSummary } from '../../../../shared/api/analytics-contract';
import { formatChange, formatCount, METRIC_LABELS } from '../utils/analytics-format';

const TONES = { up: 'text-emerald-700', down: 'text-red-700', flat: 'text-slate-600' } as const;

export function TotalsCards({ summary }: { summary: AnalyticsSummary }) {
  const days = summary.range.days;
  return (
    <ul aria-label="Totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {ANALYTICS_METRICS.map((metric) => {
        const total = summary.totals[metric];
        const change = formatChange(total.change);
        return (
          <li key={metric} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm font-medium text-slate-600">{METRIC_LABELS[metric].title}</p>
            <p className="mt-1 text-2xl font-bold tabular-nums text-ink-900">{formatCount(total.value)}</p>
            <p className="mt-1 text-xs text-slate-600">
              {change ? (
                <>
                  <span className={`font-semibold ${TONES[change.direction]}`}>{change.text}</span>
                  {` vs the ${days} days before`}
                </>
              ) : (
                'no earlier data'
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
