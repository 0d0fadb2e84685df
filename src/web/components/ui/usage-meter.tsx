// 'Used 3 of 5 pins': an allowance as a labelled meter (role="meter"), amber when used up. The admin
// console's user details and Settings' Plan and billing card show one per limit.
export function UsageMeter({
  label,
  used,
  limit,
  unit = 'pins',
}: {
  label: string;
  used: number;
  limit: number;
  /** What is counted, in the plural: 'pins', 'boards'. */
  unit?: string;
}) {
  const share = limit > 0 ? Math.min(used / limit, 1) : 0;
  const full = limit > 0 && used >= limit;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="tabular-nums text-slate-700">
          {used} of {limit} {unit}
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled alike in every browser */}
      <div
        role="meter"
        aria-label={`${label}: ${used} of ${limit} ${unit} used`}
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
    </div>
  );
}
