// 'Used 3 of 1,000 pins': an allowance as a labelled meter (role="meter"), amber when used up. The
// admin console's user details and Settings' Plan and billing card show one per limit. More used
// than allowed (the plan changed during the day) says why, in the caller's words.
import { useId } from 'react';
import { formatNumber, plural } from '../../lib/count-words';

export function UsageMeter({
  label,
  used,
  limit,
  unit = { one: 'pin', other: 'pins' },
  overNote,
}: {
  label: string;
  used: number;
  limit: number;
  /** What is counted: { one: 'board', other: 'boards' }. */
  unit?: { one: string; other: string };
  /** Why more is used than the allowance, shown only then. */
  overNote?: string;
}) {
  const noteId = useId();
  const share = limit > 0 ? Math.min(used / limit, 1) : 0;
  const full = limit > 0 && used >= limit;
  const over = used > limit && overNote;
  // "3 of 1,000 pins", "0 of 1 pin": the noun follows the allowance.
  const amount = `${formatNumber(used)} of ${formatNumber(limit)} ${plural(limit, unit.one, unit.other)}`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="tabular-nums text-slate-700">{amount}</span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled alike in every browser */}
      <div
        role="meter"
        aria-label={`${label}: ${amount} used`}
        aria-describedby={over ? noteId : undefined}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className={`h-full rounded-full ${full ? 'bg-amber-500' : 'bg-brand-600'}`}
          style={{ width: `${share * 100}%` }}
        />
      </div>
      {over && (
        <p id={noteId} className="mt-1 text-xs text-amber-900">
          {overNote}
        </p>
      )}
    </div>
  );
}
