import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { BillingCycle } from '../../../../../shared/plans';
import { usePlansWhenIdle } from '../../../../api/use-plans-when-idle';
import { BillingCycleToggle } from '../../../../components/ui/billing-cycle-toggle';
import { Container } from '../container';
import { SectionHeading } from '../section-heading';
import { PlanCard } from './plan-card';

export function PricingSection() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  // The landing page's prices: no API code on the page until it is idle.
  const catalogue = usePlansWhenIdle();

  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-16 py-20 sm:py-28">
      <Container>
        <SectionHeading id="pricing-heading" eyebrow="Pricing" title="Simple plans that grow with you">
          {catalogue.trialDays}-day free trial for first-time subscribers on every paid plan. No credit card
          required, cancel anytime.
        </SectionHeading>
        <div className="mt-10 flex justify-center">
          <BillingCycleToggle value={cycle} onChange={setCycle} />
        </div>
        <div className="mt-14 grid gap-8 md:grid-cols-2 xl:grid-cols-4 xl:gap-6">
          {catalogue.plans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} cycle={cycle} />
          ))}
        </div>
        <p className="mt-12 text-center">
          <Link
            to="/features"
            className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
          >
            Compare all features
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </p>
      </Container>
    </section>
  );
}
