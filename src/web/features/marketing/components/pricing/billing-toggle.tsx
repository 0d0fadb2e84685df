import { BILLING_CYCLES, type BillingCycle } from '../../../../../shared/plans';

const LABELS: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly' };

interface BillingToggleProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

/** Monthly/yearly segmented control; the pressed button is the cycle shown. */
export function BillingToggle({ value, onChange }: BillingToggleProps) {
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <fieldset className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200">
        <legend className="sr-only">Billing cycle</legend>
        {BILLING_CYCLES.map((cycle) => {
          const active = cycle === value;
          return (
            <button
              key={cycle}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(cycle)}
              className={`rounded-full px-5 py-2 text-sm font-semibold transition-colors ${
                active
                  ? 'bg-white text-ink-900 shadow-sm ring-1 ring-slate-200'
                  : 'text-slate-600 hover:text-ink-900'
              }`}
            >
              {LABELS[cycle]}
            </button>
          );
        })}
      </fieldset>
      <span className="rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800">
        Save 17%
      </span>
    </div>
  );
}
