// The monthly/yearly choice with its 'Save 17%' badge (docs/product.md §2, §9), the same on signup, the
// landing pricing, /features and the Upgrade dialog.
import { BILLING_CYCLES, type BillingCycle } from '../../../shared/plans';
import { RadioGroup } from './radio-group';

const CYCLE_LABELS: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly' };

export function BillingCycleToggle({
  value,
  onChange,
  className = '',
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
  className?: string;
}) {
  return (
    <RadioGroup
      label="Billing cycle"
      value={value}
      options={BILLING_CYCLES}
      onChange={onChange}
      className={`inline-flex rounded-full bg-white p-1 shadow-xs ring-1 ring-slate-200 ${className}`}
      optionClassName={(checked) =>
        `inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-semibold transition-colors ${
          checked ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'
        }`
      }
      renderOption={(cycle, checked) => (
        <>
          {CYCLE_LABELS[cycle]}
          {cycle === 'yearly' && (
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                checked ? 'bg-white text-brand-700' : 'bg-emerald-100 text-emerald-800'
              }`}
            >
              Save 17%
            </span>
          )}
        </>
      )}
    />
  );
}
