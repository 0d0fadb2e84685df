// A plan's button on the pricing section and the comparison table: a visitor goes to /signup with
// the plan and cycle (SPEC.md §2); a signed-in person goes straight to Stripe Checkout for that plan
// and cycle (issue 12), or to Settings' Plan and billing when there is nothing to buy here.
import type { PlanDto } from '../../../../../shared/api/billing';
import type { BillingCycle } from '../../../../../shared/plans';
import { CHECKOUT_FAILED_MESSAGE, useCreateCheckout } from '../../../../api/create-checkout';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { failureToast, showFailureToast } from '../../../../lib/failure-toast';
import { useSession } from '../../../../lib/session-context';
import { planCtaLabel, signupHref } from '../../utils/pricing';

const PLAN_AND_BILLING = '/settings#plan-and-billing';

export function PlanAction({
  plan,
  cycle,
  loaded,
  className,
}: {
  plan: PlanDto;
  cycle: BillingCycle;
  /** False while the built-in catalogue (no Stripe prices) stands in for the server's. */
  loaded: boolean;
  className: string;
}) {
  const { status } = useSession();
  const checkout = useCreateCheckout();
  const variant = plan.popular ? 'primary' : 'secondary';
  const label = planCtaLabel(plan);

  if (status !== 'authenticated') {
    return (
      <ButtonLink to={signupHref(plan, cycle)} variant={variant} className={className}>
        {label}
      </ButtonLink>
    );
  }
  const priceId = plan.price > 0 ? plan.prices[cycle] : null;
  if (plan.price === 0 || (loaded && !priceId)) {
    return (
      <ButtonLink to={PLAN_AND_BILLING} variant={variant} className={className}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <Button
      variant={variant}
      className={className}
      disabled={!priceId || checkout.isPending}
      onClick={() =>
        priceId &&
        checkout.mutate(priceId, {
          onError: (error) => showFailureToast(failureToast(CHECKOUT_FAILED_MESSAGE, error)),
        })
      }
    >
      {checkout.isPending ? 'Opening checkout...' : label}
    </Button>
  );
}
