// A plan's button for a signed-in person (plan-action.tsx): Stripe Checkout for the plan and cycle,
// with the server's price ids (GET /api/plans), and under it what that costs today (a first-time
// subscriber's trial, or the price and when the trial was used: ADR 0027); or Settings' Plan and
// billing when there is nothing to buy here (a free plan, or a server that sells nothing).
import type { PlanDto } from '../../../../../shared/api/billing';
import type { BillingCycle } from '../../../../../shared/plans';
import { CHECKOUT_FAILED_MESSAGE, useCreateCheckout } from '../../../../api/create-checkout';
import { useBillingStatus } from '../../../../api/get-billing-status';
import { planIn, usePlans } from '../../../../api/get-plans';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { canCheckOut, checkoutTodayLine } from '../../../../lib/checkout-trial';
import { toastOnFailure } from '../../../../lib/failure-toast';

const PLAN_AND_BILLING = '/settings/plan-and-billing';

export default function CheckoutPlanAction({
  plan,
  cycle,
  variant,
  label,
  className,
}: {
  plan: PlanDto;
  cycle: BillingCycle;
  variant: 'primary' | 'secondary';
  label: string;
  className: string;
}) {
  const catalogue = usePlans();
  const checkout = useCreateCheckout();
  const billing = useBillingStatus();
  const served = planIn(catalogue, plan.name);
  const priceId = served.price > 0 ? served.prices[cycle] : null;

  // Until the server's catalogue is in, a paid plan's button waits (disabled) for its price id.
  if (served.price === 0 || (catalogue.loaded && !priceId)) {
    return (
      <ButtonLink to={PLAN_AND_BILLING} variant={variant} className={className}>
        {label}
      </ButtonLink>
    );
  }
  const status = billing.data;
  return (
    <>
      <Button
        variant={variant}
        className={className}
        disabled={!priceId || checkout.isPending}
        onClick={() =>
          priceId &&
          checkout.mutate(priceId, {
            onError: toastOnFailure(CHECKOUT_FAILED_MESSAGE),
          })
        }
      >
        {checkout.isPending ? 'Opening checkout...' : label}
      </Button>
      {status && canCheckOut(status) && (
        <p className="mt-2 text-center text-sm font-medium text-slate-700">
          {checkoutTodayLine(status, served, cycle, { reason: true })}
        </p>
      )}
    </>
  );
}
