// The emulator's price catalogue, as configured by whoever starts it, and Pinloom's own six paid
// prices built from the plan catalogue (src/shared/plans.ts).
import { BILLING_CYCLES, type BillingCycle, PLANS, type PlanName } from '../../src/shared/plans';

export interface EmulatorPrice {
  /** Default `price_<lookup_key>`. */
  id?: string;
  lookup_key: string;
  /** The product's name, shown on the checkout page (e.g. 'Pinloom Pro'). */
  product_name: string;
  /** Cents. */
  unit_amount: number;
  currency: 'usd';
  interval: 'month' | 'year';
  metadata: { plan: PlanName; cycle: BillingCycle } & Record<string, string>;
}

/** Starter, Pro and Enterprise, monthly and yearly; Free has no price. */
export function pinloomDemoPrices(): EmulatorPrice[] {
  return PLANS.filter((plan) => plan.name !== 'free').flatMap((plan) =>
    BILLING_CYCLES.map((cycle) => ({
      lookup_key: `pinloom_${plan.name}_${cycle}`,
      product_name: `Pinloom ${plan.title}`,
      unit_amount: Math.round((cycle === 'monthly' ? plan.price : plan.yearlyPrice) * 100),
      currency: 'usd' as const,
      interval: cycle === 'monthly' ? ('month' as const) : ('year' as const),
      metadata: { plan: plan.name, cycle },
    })),
  );
}
