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

/**
 * What a plan sells beyond its limits, and the least plan that has it (docs/product.md §9). The
 * server refuses it below that plan with 403 `plan_feature` and planFeatureMessage; screens show
 * the same words with a way to upgrade.
 */
export const PLAN_FEATURES = {
  brand_colors: { least: 'starter', name: 'Brand colors', use: 'use your own colors on your pins' },
  brand_kit: {
    least: 'pro',
    name: 'Brand kits',
    use: 'draw your pins with your brand’s fonts, logo and footer',
  },
  brand_kits_multiple: {
    least: 'enterprise',
    name: 'Several brand kits',
    use: 'keep a brand kit for each client or board',
  },
  brand_fonts_uploaded: {
    least: 'enterprise',
    name: 'Uploaded fonts',
    use: 'draw your pins with your own font files',
  },
  template_locking: {
    least: 'enterprise',
    name: 'Locked templates',
    use: 'lock templates so only owners and admins change them',
  },
  custom_prompts: {
    least: 'enterprise',
    name: 'Custom prompts',
    use: 'write your pins with your own title, description and image prompts',
  },
  brand_from_site: {
    least: 'starter',
    name: 'Brand proposals from your website',
    use: 'fill in your brand colors from your own website',
  },
  custom_templates: {
    least: 'pro',
    name: 'Custom templates',
    use: 'design your own pin templates',
  },
  analytics_charts: {
    least: 'starter',
    name: 'Analytics charts',
    use: 'see your impressions, saves and clicks day by day',
  },
  analytics_detailed: {
    least: 'pro',
    name: 'Detailed analytics',
    use: 'see how each pin and board does and when your pins do best',
  },
  api_access: {
    least: 'enterprise',
    name: 'API keys',
    use: 'create and read your pins from your own systems with the Pinloom API',
  },
  analytics_export: {
    least: 'enterprise',
    name: 'Analytics exports',
    use: 'export your analytics as CSV',
  },
} as const satisfies Record<string, { least: PlanName; name: string; use: string }>;
export type PlanFeature = keyof typeof PLAN_FEATURES;

export function planHasFeature(plan: PlanName, feature: PlanFeature): boolean {
  return PLAN_NAMES.indexOf(plan) >= PLAN_NAMES.indexOf(PLAN_FEATURES[feature].least);
}

/** "Brand colors are part of the Starter plan and above. Upgrade to Starter to …" */
export function planFeatureMessage(feature: PlanFeature): string {
  const { least, name, use } = PLAN_FEATURES[feature];
  const title = getPlan(least).title;
  return `${name} are part of the ${title} plan and above. Upgrade to ${title} to ${use}.`;
}

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
