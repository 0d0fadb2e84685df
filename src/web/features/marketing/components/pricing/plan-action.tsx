// A plan's button on the pricing section and the comparison table: a visitor goes to /signup with
// the plan and cycle (docs/product.md §2); a signed-in person goes straight to Stripe Checkout for that plan
// and cycle, or to Settings' Plan and billing when there is nothing to buy here
// (checkout-plan-action.tsx, loaded only for them: the landing page's visitors never need it).
import { lazy, Suspense } from 'react';
import type { PlanDto } from '../../../../../shared/api/billing';
import type { BillingCycle } from '../../../../../shared/plans';
import { Button, ButtonLink } from '../../../../components/ui/button';
import { useSession } from '../../../../lib/session-context';
import { planCtaLabel, signupHref } from '../../utils/pricing';

const CheckoutPlanAction = lazy(() => import('./checkout-plan-action'));

export function PlanAction({
  plan,
  cycle,
  className,
}: {
  plan: PlanDto;
  cycle: BillingCycle;
  className: string;
}) {
  const { status } = useSession();
  const variant = plan.popular ? 'primary' : 'secondary';
  const label = planCtaLabel(plan);

  if (status !== 'authenticated') {
    return (
      <ButtonLink to={signupHref(plan, cycle)} variant={variant} className={className}>
        {label}
      </ButtonLink>
    );
  }
  return (
    <Suspense
      fallback={
        <Button variant={variant} className={className} disabled>
          {label}
        </Button>
      }
    >
      <CheckoutPlanAction plan={plan} cycle={cycle} variant={variant} label={label} className={className} />
    </Suspense>
  );
}
