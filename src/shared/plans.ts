// The plan catalog (docs/product.md §9): prices, limits and features. Used by the pricing pages,
// signup, and the server's allowance rules, so there is one source of truth.

export const PLAN_NAMES = ['free', 'starter', 'pro', 'enterprise'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const BILLING_CYCLES = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export interface Plan {
  name: PlanName;
  title: string;
  /** Monthly price in dollars. */
  price: number;
  /** Price for a whole year, paid yearly, in dollars. */
  yearlyPrice: number;
  /** Pins the plan may generate a month (its allowance; not pins scheduled or published). */
  pinsPerMonth: number;
  /**
   * Pins the plan may generate a day. Not the schedule's DAY_CAPACITY (pins a day may hold) nor a
   * board's batch size (its pins_per_day in the API).
   */
  pinsPerDay: number;
  /** Number of boards allowed; null means unlimited. */
  boards: number | null;
  /** People in a workspace on this plan, its owners included; null means unlimited (ADR 0032). */
  members: number | null;
  /** Pinterest accounts a workspace on this plan may connect; null means unlimited (ADR 0032). */
  pinterestAccounts: number | null;
  features: string[];
  popular: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    name: 'free',
    title: 'Free',
    price: 0,
    yearlyPrice: 0,
    pinsPerMonth: 5,
    pinsPerDay: 1,
    boards: 1,
    members: 1,
    pinterestAccounts: 1,
    features: ['Basic templates', 'Email support'],
    popular: false,
  },
  {
    name: 'starter',
    title: 'Starter',
    price: 19.99,
    yearlyPrice: 199.99,
    pinsPerMonth: 100,
    pinsPerDay: 3,
    boards: 5,
    members: 3,
    pinterestAccounts: 2,
    features: ['Brand color customization', 'Basic analytics', 'Priority email support'],
    popular: true,
  },
  {
    name: 'pro',
    title: 'Pro',
    price: 49.99,
    yearlyPrice: 499.99,
    pinsPerMonth: 250,
    pinsPerDay: 8,
    boards: 15,
    members: 10,
    pinterestAccounts: 5,
    features: ['Advanced brand customization', 'Detailed analytics', 'Priority support', 'Custom templates'],
    popular: false,
  },
  {
    name: 'enterprise',
    title: 'Enterprise',
    price: 129.99,
    yearlyPrice: 1299.99,
    pinsPerMonth: 1000,
    pinsPerDay: 30,
    boards: null,
    members: null,
    pinterestAccounts: null,
    features: [
      'Full brand customization',
      'Advanced analytics',
      'Priority phone support',
      'Custom prompts',
      'API access',
      'Dedicated account manager',
    ],
    popular: false,
  },
];

export const TRIAL_DAYS = 7;
export const MIN_PASSWORD_LENGTH = 8;

export function getPlan(name: PlanName): Plan {
  const plan = PLANS.find((p) => p.name === name);
  if (!plan) throw new Error(`Unknown plan: ${name}`);
  return plan;
}

export function isPlanName(value: unknown): value is PlanName {
  return typeof value === 'string' && (PLAN_NAMES as readonly string[]).includes(value);
}

export function isBillingCycle(value: unknown): value is BillingCycle {
  return typeof value === 'string' && (BILLING_CYCLES as readonly string[]).includes(value);
}

/** Dollars with two decimals, e.g. 16.67 → "$16.67". */
/** Dollars with two decimals and a thousands separator: $19.99, $1,299.99 (docs/product.md §9). */
export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Yearly plans are shown per month: the yearly price divided by 12 (docs/product.md §9). */
export function yearlyPricePerMonth(plan: Plan): number {
  return Math.round((plan.yearlyPrice / 12) * 100) / 100;
}

/** Savings of paying yearly: twelve monthly prices minus the yearly price (docs/product.md §9). */
export function yearlySavings(plan: Plan): number {
  return Math.round((plan.price * 12 - plan.yearlyPrice) * 100) / 100;
}
