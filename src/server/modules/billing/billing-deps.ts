// What the app knows about taking payment: the Stripe client (real Stripe, or the built-in
// emulator in demo mode), the webhook signing secret and the configured price of each paid plan
// and cycle. main.ts decides (resolve-billing.ts); tests pass one pointed at the emulator; without
// one, billing is off and the payment routes answer 503.
import type Stripe from 'stripe';
import type { BillingCycle, PlanName } from '../../../shared/plans';
import type { DemoStripePages } from './demo-pages-route';

export type PaidPlanName = Exclude<PlanName, 'free'>;
export const PAID_PLANS: readonly PaidPlanName[] = ['starter', 'pro', 'enterprise'];

/**
 * Demo billing's emulator clock, for the test clock (TEST_CLOCK=1): moving it runs what fell due
 * (trial ends, renewals, period-end cancellations) and sends those webhooks to the app.
 */
interface DemoStripeClock {
  advanceTo(date: Date): void;
  /** Resolves once no webhook is queued, in flight or waiting to retry. */
  settled(): Promise<unknown>;
}

/** The Stripe price id of each paid plan and cycle. */
export type PlanPrices = Record<PaidPlanName, Record<BillingCycle, string>>;

export interface BillingDeps {
  /** 'stripe': STRIPE_SECRET_KEY is set; 'demo': the emulator runs in this process. */
  mode: 'stripe' | 'demo';
  stripe: Stripe;
  /** Verifies the Stripe-Signature of webhooks (STRIPE_WEBHOOK_SECRET). */
  webhookSecret: string;
  prices: PlanPrices;
  /** The address people open Pinloom at (PUBLIC_URL): Checkout and the portal send them back there. */
  publicUrl?: string;
  /** Demo billing as `npm start` runs it: the app serves the emulator's pages under DEMO_STRIPE_PATH. */
  demoPages?: DemoStripePages | null;
  /** Demo billing: the emulator's clock, which the test clock moves with the app's. */
  demoClock?: DemoStripeClock | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** null: billing is off (no Stripe configured and no emulator). */
    billing: BillingDeps | null;
  }
}

/** The plan and cycle a configured price id stands for; null for a price that is not ours. */
export function planOfPrice(
  prices: PlanPrices,
  priceId: string,
): { plan: PaidPlanName; cycle: BillingCycle } | null {
  for (const plan of PAID_PLANS) {
    if (prices[plan].monthly === priceId) return { plan, cycle: 'monthly' };
    if (prices[plan].yearly === priceId) return { plan, cycle: 'yearly' };
  }
  return null;
}
