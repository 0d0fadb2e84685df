import { CalendarDays, Check, LayoutGrid, Pin, Sparkles, Users } from 'lucide-react';
import type { PlanDto } from '../../../../../shared/api/billing';
import type { BillingCycle } from '../../../../../shared/plans';
import {
  boardsLabel,
  membersLabel,
  pinsPerDayLabel,
  pinsPerMonthLabel,
  pinterestAccountsLabel,
  planPriceDisplay,
} from '../../utils/pricing';
import { PlanAction } from './plan-action';
import { PLAN_TAGLINES } from './plan-taglines';

export function PlanCard({ plan, cycle }: { plan: PlanDto; cycle: BillingCycle }) {
  const price = planPriceDisplay(plan, cycle);
  const limits = [
    { icon: Sparkles, text: pinsPerMonthLabel(plan) },
    { icon: CalendarDays, text: pinsPerDayLabel(plan) },
    { icon: LayoutGrid, text: boardsLabel(plan.boards) },
    { icon: Pin, text: pinterestAccountsLabel(plan.pinterestAccounts) },
    { icon: Users, text: membersLabel(plan.members) },
  ];

  return (
    <article
      aria-labelledby={`plan-${plan.name}-title`}
      className={`relative flex flex-col rounded-2xl bg-white p-7 ${
        plan.popular
          ? 'shadow-xl ring-2 shadow-brand-600/10 ring-brand-600'
          : 'shadow-sm ring-1 ring-slate-200'
      }`}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3.5 py-1 text-xs font-semibold whitespace-nowrap text-white shadow-md">
          Most Popular
        </p>
      )}
      <h3 id={`plan-${plan.name}-title`} className="text-lg font-semibold text-ink-900">
        {plan.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600 xl:min-h-10">{PLAN_TAGLINES[plan.name]}</p>

      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-ink-900">{price.amount}</span>
        <span className="text-sm font-medium text-slate-600">{price.period}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600">{price.billing}</p>
      <p className="mt-1 min-h-5 text-sm font-medium text-emerald-700">{price.savings}</p>

      <PlanAction plan={plan} cycle={cycle} className="mt-6 w-full" />

      <ul className="mt-7 space-y-3 border-t border-slate-100 pt-6 text-sm">
        {limits.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 font-medium text-ink-900">
            <Icon className="h-5 w-5 flex-none text-brand-600" aria-hidden="true" />
            {text}
          </li>
        ))}
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700">
            <Check className="h-5 w-5 flex-none text-emerald-600" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
    </article>
  );
}
