// How the admin console writes names, dates, money and plans. Dates are UTC, as the server's
// "today" and "this month" are (docs/product.md §3 Admin stats, todayStartsAt).
import type { AdminUserRow } from '../../../../shared/api/admin';
import { PLANS, type PlanName } from '../../../../shared/plans';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'UTC',
});
const countFormat = new Intl.NumberFormat('en-GB');

export function fullName(user: Pick<AdminUserRow, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** '24 Nov 2026' (UTC). */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** '24 Nov 2026, 14:05 UTC'. */
export function formatDateTime(iso: string): string {
  return `${dateTimeFormat.format(new Date(iso))} UTC`;
}

/** '12,345'. */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** Dollars to 4 decimals, as docs/product.md §9 shows a call's cost in lists: '$0.0400'. */
export function formatCost(dollars: number): string {
  return `$${dollars.toFixed(4)}`;
}

export function planTitle(plan: PlanName): string {
  return PLANS.find((item) => item.name === plan)?.title ?? plan;
}
