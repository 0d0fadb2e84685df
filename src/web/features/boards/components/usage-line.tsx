// '3 of 1,000 pins left this month · 1 of 1 today': how many pins the plan still allows.
import { Gauge } from 'lucide-react';
import type { Usage } from '../../../../shared/api/settings';
import { useUsage } from '../../../api/get-usage';
import { formatNumber, plural } from '../../../lib/count-words';
import { formatResetDate, formatResetTime } from '../utils/allowance';

function usageText({ month, day, time_zone: zone }: Pick<Usage, 'month' | 'day' | 'time_zone'>): string {
  const n = formatNumber;
  const text = `${n(month.remaining)} of ${n(month.limit)} ${plural(month.limit, 'pin')} left this month · ${n(day.remaining)} of ${n(day.limit)} today`;
  if (month.remaining <= 0) return `${text} · more on ${formatResetDate(month.resets_at, zone)}`;
  if (day.remaining <= 0) return `${text} · more ${formatResetTime(day.resets_at, zone)}`;
  return text;
}

export function UsageLine() {
  const { data } = useUsage();
  if (!data) return null;
  const exhausted = data.month.remaining <= 0 || data.day.remaining <= 0;
  return (
    <p
      className={`inline-flex items-center gap-1.5 self-start rounded-full px-3 py-1 text-xs font-medium ring-1 sm:self-auto ${
        exhausted ? 'bg-amber-50 text-amber-900 ring-amber-200' : 'bg-white text-slate-700 ring-slate-200'
      }`}
    >
      <Gauge className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      {usageText(data)}
    </p>
  );
}
