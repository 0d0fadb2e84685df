// How a plan from the catalogue is shown on the public pages: price per billing cycle,
// limits, and the signup link it leads to (docs/product.md §2 'Landing page', §9).
import type { PlanDto } from '../../../../shared/api/billing';
import { type BillingCycle, formatDollars, type Plan } from '../../../../shared/plans';

export interface PlanPriceDisplay {
  /** The headline amount, always per month, e.g. "$16.67". */
  amount: string;
  period: '/month';
  /** How the amount is charged, e.g. "$199.99 billed yearly". */
  billing: string;
  /** e.g. "Save $39.89 a year"; null when there is nothing to save. */
  savings: string | null;
}

/** The amounts are the catalogue's (GET /api/plans), so every screen shows what the server sells at. */
export function planPriceDisplay(plan: PlanDto, cycle: BillingCycle): PlanPriceDisplay {
  if (plan.price === 0) {
    return { amount: formatDollars(0), period: '/month', billing: 'Free forever', savings: null };
  }
  if (cycle === 'monthly') {
    return { amount: formatDollars(plan.price), period: '/month', billing: 'billed monthly', savings: null };
  }
  return {
    amount: formatDollars(plan.yearlyPricePerMonth),
    period: '/month',
    billing: `${formatDollars(plan.yearlyPrice)} billed yearly`,
    savings: plan.yearlySavings > 0 ? `Save ${formatDollars(plan.yearlySavings)} a year` : null,
  };
}

/** The free plan takes no billing cycle; paid plans carry the cycle currently shown. */
export function signupHref(plan: Plan, cycle: BillingCycle): string {
  const name = plan.name.toLowerCase();
  if (plan.price === 0) return `/signup?plan=${name}`;
  return `/signup?plan=${name}&billing=${cycle}`;
}

export function planCtaLabel(plan: Plan): string {
  return plan.price === 0 ? 'Start for Free' : `Choose ${plan.title}`;
}

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

export function boardsLabel(boards: number | null): string {
  return boards === null ? 'Unlimited boards' : count(boards, 'board', 'boards');
}

/** The people a workspace on the plan may have, its owner included (ADR 0032). */
export function membersLabel(members: number | null): string {
  if (members === null) return 'Unlimited team members';
  return members === 1 ? 'Just you' : `Up to ${members} team members`;
}

/** Pinterest accounts a workspace may connect (ADR 0032). */
export function pinterestAccountsLabel(accounts: number | null): string {
  if (accounts === null) return 'Unlimited Pinterest accounts';
  return accounts === 1 ? '1 Pinterest account' : `Up to ${accounts} Pinterest accounts`;
}

export function pinsPerMonthLabel(plan: Plan): string {
  return `${count(plan.pinsPerMonth, 'pin', 'pins')} per month`;
}

export function pinsPerDayLabel(plan: Plan): string {
  return `${count(plan.pinsPerDay, 'pin', 'pins')} per day`;
}
