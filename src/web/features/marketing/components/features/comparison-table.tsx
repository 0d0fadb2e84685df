import { Check, Minus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { PlanDto } from '../../../../../shared/api/billing';
import type { BillingCycle, PlanName } from '../../../../../shared/plans';
import { usePlans } from '../../../../api/get-plans';
import { BillingCycleToggle } from '../../../../components/ui/billing-cycle-toggle';
import { BRAND_FEATURES, planIncludes } from '../../utils/brand-by-plan';
import { boardsLabel, planPriceDisplay } from '../../utils/pricing';
import { PlanAction } from '../pricing/plan-action';

function Included({ value }: { value: boolean }) {
  return value ? (
    <>
      <Check className="mx-auto h-5 w-5 text-emerald-600" aria-hidden="true" />
      <span className="sr-only">Included</span>
    </>
  ) : (
    <>
      <Minus className="mx-auto h-5 w-5 text-slate-500" aria-hidden="true" />
      <span className="sr-only">Not included</span>
    </>
  );
}

/**
 * What each plan gets, one capability per row, so a higher plan visibly keeps what a lower
 * one has (the plan cards list only what each plan adds, in docs/product.md §9's words).
 */
const CAPABILITIES: { label: string; byPlan: Record<PlanName, string | boolean> }[] = [
  {
    label: 'Pin templates',
    byPlan: {
      free: 'Basic templates',
      starter: 'Basic templates',
      pro: 'Custom templates',
      enterprise: 'Custom templates',
    },
  },
  {
    label: 'Brand customization',
    byPlan: { free: false, starter: 'Brand colors', pro: 'Advanced', enterprise: 'Full' },
  },
  // What each level of brand customization holds, feature by feature.
  ...BRAND_FEATURES.map(({ label, least }) => ({
    label,
    byPlan: {
      free: planIncludes('free', least),
      starter: planIncludes('starter', least),
      pro: planIncludes('pro', least),
      enterprise: planIncludes('enterprise', least),
    },
  })),
  {
    label: 'Analytics',
    byPlan: { free: false, starter: 'Basic', pro: 'Detailed', enterprise: 'Advanced' },
  },
  {
    label: 'Support',
    byPlan: { free: 'Email', starter: 'Priority email', pro: 'Priority', enterprise: 'Priority phone' },
  },
  { label: 'Custom prompts', byPlan: { free: false, starter: false, pro: false, enterprise: true } },
  { label: 'API access', byPlan: { free: false, starter: false, pro: false, enterprise: true } },
  {
    label: 'Dedicated account manager',
    byPlan: { free: false, starter: false, pro: false, enterprise: true },
  },
];

function Capability({ value }: { value: string | boolean }) {
  return typeof value === 'string' ? (
    <span className="font-medium text-ink-900">{value}</span>
  ) : (
    <Included value={value} />
  );
}

/** The price per month at the chosen cycle; yearly adds the yearly total and the savings. */
function Price({ plan, cycle }: { plan: PlanDto; cycle: BillingCycle }) {
  const price = planPriceDisplay(plan, cycle);
  return (
    <>
      <span className="block text-base font-semibold whitespace-nowrap text-ink-900">
        {price.amount}
        {price.period}
      </span>
      <span className="mt-1 block text-xs text-slate-600">{price.billing}</span>
      {price.savings && <span className="block text-xs font-medium text-emerald-700">{price.savings}</span>}
    </>
  );
}

interface Row {
  label: string;
  cell: (plan: PlanDto, cycle: BillingCycle) => ReactNode;
}

const GROUPS: { title: string; rows: Row[] }[] = [
  {
    title: 'Price',
    rows: [{ label: 'Price', cell: (plan, cycle) => <Price plan={plan} cycle={cycle} /> }],
  },
  {
    title: 'Limits',
    rows: [
      { label: 'Pins per month', cell: (plan) => plan.pinsPerMonth.toLocaleString('en-US') },
      { label: 'Pins per day', cell: (plan) => plan.pinsPerDay },
      { label: 'Boards', cell: (plan) => (plan.boards === null ? 'Unlimited' : boardsLabel(plan.boards)) },
      {
        label: 'Pinterest accounts',
        cell: (plan) => (plan.pinterestAccounts === null ? 'Unlimited' : plan.pinterestAccounts),
      },
      { label: 'Team members', cell: (plan) => (plan.members === null ? 'Unlimited' : plan.members) },
    ],
  },
  {
    title: 'Features',
    rows: CAPABILITIES.map(({ label, byPlan }) => ({
      label,
      cell: (plan: PlanDto) => <Capability value={byPlan[plan.name]} />,
    })),
  },
];

const stickyCell = 'sticky left-0 z-10 bg-white';
/** The plans' names stay above the rows while the table is read. */
const stickyHead = 'sticky top-0 z-20 bg-white';

/**
 * Every plan side by side at the billing cycle chosen above it. On narrow screens it scrolls
 * within its own box, at most a screen high under the site's header, both ways: the first column
 * and the plans' names stay in view. Wide screens show it whole.
 */
export function ComparisonTable({ labelledBy }: { labelledBy: string }) {
  const { plans } = usePlans();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <>
      <div className="mb-6 flex justify-center">
        <BillingCycleToggle value={cycle} onChange={setCycle} />
      </div>
      <section
        aria-labelledby={labelledBy}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on phones; keyboard users must reach it
        tabIndex={0}
        className="relative max-h-[calc(100svh-6rem)] overflow-auto overscroll-x-contain rounded-2xl border border-slate-200 bg-white shadow-sm lg:max-h-none"
      >
        <table className="w-full min-w-[760px] border-collapse text-left text-sm">
          <caption className="sr-only">Plans compared: price, limits and features</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <td className={`${stickyCell} top-0 z-30 w-56 p-5`} />
              {plans.map((plan) => (
                <th key={plan.name} scope="col" className={`${stickyHead} p-5 text-center align-bottom`}>
                  {plan.popular && (
                    <span className="mb-2 inline-block rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
                      Most Popular
                    </span>
                  )}
                  <span className="block text-base font-semibold text-ink-900">{plan.title}</span>
                </th>
              ))}
            </tr>
          </thead>
          {GROUPS.map((group) => (
            <tbody key={group.title}>
              <tr className="bg-slate-50">
                <th
                  scope="colgroup"
                  colSpan={plans.length + 1}
                  className="px-5 py-2.5 text-xs font-semibold tracking-wide text-slate-700 uppercase"
                >
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.label} className="border-t border-slate-100">
                  <th scope="row" className={`${stickyCell} p-5 font-medium text-slate-800`}>
                    {row.label}
                  </th>
                  {plans.map((plan) => (
                    <td key={plan.name} className="p-5 text-center text-slate-700">
                      {row.cell(plan, cycle)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
          <tfoot>
            <tr className="border-t border-slate-200">
              <td className={`${stickyCell} p-5`} />
              {plans.map((plan) => (
                <td key={plan.name} className="p-5 text-center">
                  <PlanAction plan={plan} cycle={cycle} className="w-full whitespace-nowrap" />
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </section>
    </>
  );
}
