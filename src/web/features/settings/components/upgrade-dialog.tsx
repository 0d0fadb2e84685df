// Upgrade: the paid plans with a monthly/yearly choice (yearly shown per month with its savings,
// docs/product.md §9), each leading to Stripe Checkout for that plan and cycle, and what choosing one costs
// today: a first-time subscriber's free trial, a running trial's days, or the price.
// The prices and their Stripe ids are the server's (GET /api/plans), and so is the trial
// (GET /api/user/billing).
import { Check, CreditCard } from 'lucide-react';
import { useState } from 'react';
import type { BillingStatus, PlanDto } from '../../../../shared/api/billing';
import { type BillingCycle, formatDollars } from '../../../../shared/plans';
import { CHECKOUT_FAILED_MESSAGE, useCreateCheckout } from '../../../api/create-checkout';
import { BillingCycleToggle } from '../../../components/ui/billing-cycle-toggle';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { errorMessage } from '../../../lib/api-client';
import { checkoutTodayLine, checkoutTrialSentence } from '../../../lib/checkout-trial';

function priceLines(plan: PlanDto, cycle: BillingCycle) {
  if (cycle === 'monthly')
    return { perMonth: formatDollars(plan.price), billing: 'billed monthly', savings: null };
  return {
    perMonth: formatDollars(plan.yearlyPricePerMonth),
    billing: `${formatDollars(plan.yearlyPrice)} billed yearly`,
    savings: plan.yearlySavings > 0 ? `Save ${formatDollars(plan.yearlySavings)} a year` : null,
  };
}

function limitsLine(plan: PlanDto): string {
  const boards =
    plan.boards === null ? 'unlimited boards' : plan.boards === 1 ? '1 board' : `${plan.boards} boards`;
  return `${plan.pinsPerMonth.toLocaleString('en-US')} pins a month · ${plan.pinsPerDay} a day · ${boards}`;
}

export function UpgradeDialog({
  open,
  onClose,
  plans,
  status,
}: {
  open: boolean;
  onClose: () => void;
  plans: PlanDto[];
  status: BillingStatus;
}) {
  const [cycle, setCycle] = useState<BillingCycle>(status.billing_cycle);
  const checkout = useCreateCheckout();
  const paidPlans = plans.filter((plan) => plan.price > 0);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!checkout.isPending}
      size="lg"
      icon={<CreditCard className="h-5 w-5" aria-hidden="true" />}
      title="Choose a plan"
      description={`You pay in Stripe's secure checkout. ${checkoutTrialSentence(status)}`}
    >
      <div className="space-y-5 px-5 py-5 sm:px-6">
        <BillingCycleToggle value={cycle} onChange={setCycle} />
        <FormAlert
          message={checkout.isError ? errorMessage(checkout.error, CHECKOUT_FAILED_MESSAGE) : null}
        />
        <ul className="grid gap-3 sm:grid-cols-3">
          {paidPlans.map((plan) => {
            const price = priceLines(plan, cycle);
            const priceId = plan.prices[cycle];
            const leaving = checkout.isPending && checkout.variables === priceId;
            return (
              <li
                key={plan.name}
                aria-labelledby={`upgrade-${plan.name}`}
                className={`flex flex-col rounded-2xl border p-4 ${plan.popular ? 'border-brand-600' : 'border-slate-200'}`}
              >
                <h3 id={`upgrade-${plan.name}`} className="font-semibold text-ink-900">
                  {plan.title}
                </h3>
                <p className="mt-2 text-2xl font-bold text-ink-900">
                  {price.perMonth}
                  <span className="text-sm font-medium text-slate-600">/month</span>
                </p>
                <p className="text-sm text-slate-600">{price.billing}</p>
                <p className="min-h-5 text-sm font-medium text-emerald-700">{price.savings}</p>
                <p className="mt-1 text-sm font-semibold text-ink-900">
                  {checkoutTodayLine(status, plan, cycle)}
                </p>
                <p className="mt-2 flex gap-1.5 text-sm text-slate-700">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {limitsLine(plan)}
                </p>
                <Button
                  className="mt-4 w-full"
                  variant={plan.popular ? 'primary' : 'secondary'}
                  disabled={!priceId || checkout.isPending}
                  onClick={() => priceId && checkout.mutate(priceId)}
                >
                  {leaving ? 'Opening checkout...' : priceId ? `Choose ${plan.title}` : 'Not on sale'}
                </Button>
              </li>
            );
          })}
        </ul>
        <p className="text-xs text-slate-600">
          Paid plans are billed in advance and renew automatically until you cancel, which you can do at any
          time from Manage billing. Fees are non-refundable.
        </p>
      </div>
    </Dialog>
  );
}
