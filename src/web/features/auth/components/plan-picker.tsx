// The plan cards and selected-plan summary of /signup, from the served catalogue
// (GET /api/plans). The choice itself lives in the address; these only show it and report clicks.
import { Check, Sparkles } from 'lucide-react';
import type { PlanDto } from '../../../../shared/api/billing';
import { type BillingCycle, formatDollars, type PlanName } from '../../../../shared/plans';
import { RadioGroup } from '../../../components/ui/radio-group';

function pricePerMonth(plan: PlanDto, billing: BillingCycle): number {
  return billing === 'yearly' ? plan.yearlyPricePerMonth : plan.price;
}

function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

export function PlanCards({
  plans,
  selected,
  billing,
  onSelect,
}: {
  /** The catalogue (GET /api/plans). */
  plans: PlanDto[];
  selected: PlanName;
  billing: BillingCycle;
  onSelect: (plan: PlanName) => void;
}) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">Choose your plan</h2>
      <RadioGroup
        label="Choose your plan"
        value={selected}
        options={plans.map((plan) => plan.name)}
        onChange={onSelect}
        className="mt-3 grid gap-3 sm:grid-cols-2"
        optionClassName={(checked) =>
          `relative flex flex-col rounded-2xl border bg-white p-4 text-left shadow-xs transition ${
            checked ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-slate-200 hover:border-brand-300'
          }`
        }
        renderOption={(name, checked) => {
          const plan = plans.find((p) => p.name === name);
          if (!plan) return null;
          const cycle = plan.name === 'free' ? 'monthly' : billing;
          return (
            <>
              <span className="flex items-center justify-between gap-2">
                <span className="font-semibold text-ink-900">{plan.title}</span>
                <span className="flex items-center gap-2">
                  {plan.popular && (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
                      Most popular
                    </span>
                  )}
                  <span
                    aria-hidden="true"
                    className={`flex h-5 w-5 items-center justify-center rounded-full border ${
                      checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white'
                    }`}
                  >
                    {checked && <Check className="h-3.5 w-3.5" />}
                  </span>
                </span>
              </span>
              <span className="mt-2 text-xl font-bold text-ink-900">
                {formatDollars(pricePerMonth(plan, cycle))}
                <span className="text-sm font-medium text-slate-600">/month</span>
              </span>
              <span className="mt-1 text-sm text-slate-600">{formatCount(plan.pinsPerMonth)} pins/month</span>
            </>
          );
        }}
      />
    </div>
  );
}

export function PlanSummary({
  plan,
  billing,
  trialDays,
}: {
  plan: PlanDto;
  billing: BillingCycle;
  trialDays: number;
}) {
  const paid = plan.name !== 'free';
  const yearly = paid && billing === 'yearly';
  return (
    <section
      aria-labelledby="plan-summary-title"
      className="rounded-2xl bg-white/80 p-5 ring-1 ring-slate-200"
    >
      <h2 id="plan-summary-title" className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        Selected plan
      </h2>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-lg font-bold text-ink-900">
        {plan.title}
        <span className="text-base font-semibold text-slate-800">
          {formatDollars(pricePerMonth(plan, yearly ? 'yearly' : 'monthly'))}/month
        </span>
      </p>
      {yearly && (
        <p className="text-sm text-slate-700">
          {formatDollars(plan.yearlyPrice)} billed yearly (you save {formatDollars(plan.yearlySavings)} a
          year)
        </p>
      )}
      {paid && !yearly && <p className="text-sm text-slate-700">Billed monthly</p>}
      <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <Check className="h-4 w-4 text-brand-700" aria-hidden="true" />
          {formatCount(plan.pinsPerMonth)} pins per month, up to {plan.pinsPerDay} a day
        </li>
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-center gap-2">
            <Check className="h-4 w-4 text-brand-700" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      {paid && (
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {trialDays}-day free trial for first-time subscribers, no credit card required
        </p>
      )}
    </section>
  );
}
