// The plan catalogue's contract, GET /api/plans (public; docs/product.md §9): each plan with its
// limits, features and this configuration's Stripe prices. Apart from billing.ts, so the public
// pages, which all show the plans, carry this schema and not the signed-in billing ones.
import { z } from 'zod';
import { PLAN_NAMES } from '../plans';

/** How this server takes payment: real Stripe, the built-in emulator (demo billing), or not at all. */
export const BILLING_MODES = ['stripe', 'demo', 'off'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

const planDto = z.object({
  name: z.enum(PLAN_NAMES),
  title: z.string(),
  price: z.number(),
  yearlyPrice: z.number(),
  /** yearlyPrice / 12, rounded to cents. */
  yearlyPricePerMonth: z.number(),
  /** 12 × price − yearlyPrice. */
  yearlySavings: z.number(),
  pinsPerMonth: z.number().int(),
  pinsPerDay: z.number().int(),
  /** null: unlimited. */
  boards: z.number().int().nullable(),
  /** People in a workspace, owners included; null: unlimited. */
  members: z.number().int().nullable(),
  /** Pinterest accounts a workspace may connect; null: unlimited. */
  pinterestAccounts: z.number().int().nullable(),
  features: z.array(z.string()),
  popular: z.boolean(),
  /** The Stripe price ids of this configuration; null for the free plan or when billing is off. */
  prices: z.object({ monthly: z.string().nullable(), yearly: z.string().nullable() }),
});
export type PlanDto = z.infer<typeof planDto>;

/** GET /api/plans (public). */
export const plansResponse = z.object({
  plans: z.array(planDto),
  trialDays: z.number().int(),
  billing: z.enum(BILLING_MODES),
});
export type PlansResponse = z.infer<typeof plansResponse>;
