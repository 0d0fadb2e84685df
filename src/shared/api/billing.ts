// Contracts of plans and billing (docs/product.md §7 "Settings, plans, billing, support", §9): the plan
// catalogue with the running configuration's Stripe prices, checkout, the billing portal, and the
// signed-in user's subscription as the app shows it.
import { z } from 'zod';
import { BILLING_CYCLES, PLAN_NAMES } from '../plans';
import { SUBSCRIPTION_STATUSES } from './auth';
import { BILLING_MODES } from './plan-catalogue';

// The catalogue's contract is its own module: the public pages read it without this one.
export type { BillingMode, PlanDto, PlansResponse } from './plan-catalogue';
export { plansResponse } from './plan-catalogue';

/** Days a past_due subscription keeps its plan while Stripe retries the payment (ADR 0020). */
export const PAST_DUE_GRACE_DAYS = 7;
/** The trial banner shows from this many days before the trial ends. */
export const TRIAL_BANNER_DAYS = 3;

/**
 * What a checkout started now does about the free trial (ADR 0027): 'new', the first-time
 * subscriber's trial (nothing charged until it ends); 'carried', the running trial's days kept
 * until trial_ends_at; 'none', the first period billed at once.
 */
const CHECKOUT_TRIALS = ['new', 'carried', 'none'] as const;

/** POST /api/payment/create-checkout. */
export const createCheckoutBody = z.strictObject({
  priceId: z.string({ error: 'priceId is required' }).min(1, 'priceId is required').max(255),
});
/** POST /api/payment/create-checkout and /create-portal: where to send the browser. */
export const redirectUrlResponse = z.object({ url: z.string() });

/** GET /api/user/billing: the signed-in user's plan as Settings and the trial banner show it. */
export const billingStatusResponse = z.object({
  /** The workspace whose plan this is: the request's (each workspace holds its own plan, ADR 0034). */
  workspace_name: z.string(),
  /** Whether the caller may change it (an owner of the workspace): others see it only. */
  can_manage: z.boolean(),
  /** The plan the workspace holds (its limits apply, see limits_plan). */
  plan: z.enum(PLAN_NAMES),
  billing_cycle: z.enum(BILLING_CYCLES),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The plan whose limits apply now: 'free' after a trial ran out or a grace period passed. */
  limits_plan: z.enum(PLAN_NAMES),
  trial_ends_at: z.string().nullable(),
  /** Whole days left, rounded up; 0 once it has ended; null without a trial. */
  trial_days_left: z.number().int().nullable(),
  /** Renewal (or, when canceling, end) of the paid period. */
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  /** While past_due: when the plan falls back to Free limits unless the payment succeeds. */
  grace_ends_at: z.string().nullable(),
  /** True once the user has a Stripe customer (Manage billing opens the portal). */
  has_billing_account: z.boolean(),
  billing: z.enum(BILLING_MODES),
  /** The user's IANA time zone (Settings): the day each date above falls on is read in it. */
  time_zone: z.string(),
  checkout_trial: z.enum(CHECKOUT_TRIALS),
  /** When this person's one free trial began (this account, or an earlier one with the same email); null if never. */
  trial_used_at: z.string().nullable(),
});
export type BillingStatus = z.infer<typeof billingStatusResponse>;
