// Support by plan (ADR 0033): every ticket carries the tier of the plan it was opened under, and
// each tier has a first-response target. One table, read by the server (due times, overdue tickets)
// and the web app (the Help pages), so what staff are measured against is what customers are told.
import type { PlanName } from './plans';

/** A ticket's tier is the plan it was opened under: the same four names. */
export type SupportTier = PlanName;

export interface SupportLevel {
  /** Hours from a ticket's opening to staff's first answer. */
  firstResponseHours: number;
  /** What the plan calls its support (docs/product.md §9). */
  channel: string;
}

export const SUPPORT_LEVELS: Record<SupportTier, SupportLevel> = {
  free: { firstResponseHours: 48, channel: 'Email support' },
  starter: { firstResponseHours: 24, channel: 'Priority email support' },
  pro: { firstResponseHours: 12, channel: 'Priority support' },
  enterprise: { firstResponseHours: 4, channel: 'Phone support' },
};

/** Tiers in the order staff answer them: Enterprise first. */
export const TIERS_BY_PRIORITY: readonly SupportTier[] = ['enterprise', 'pro', 'starter', 'free'];

const HOUR_MS = 60 * 60 * 1000;

/** When staff's first answer to a ticket opened at `openedAt` on `tier` is due. */
export function firstResponseDueAt(openedAt: Date, tier: SupportTier): Date {
  return new Date(openedAt.getTime() + SUPPORT_LEVELS[tier].firstResponseHours * HOUR_MS);
}

/** The plan that has phone support and an account manager. */
export const PHONE_SUPPORT_PLAN: SupportTier = 'enterprise';
export const PHONE_SUPPORT_REFUSED_MESSAGE = 'Phone support is part of the Enterprise plan.';
export const ACCOUNT_MANAGER_REFUSED_MESSAGE = 'An account manager is part of the Enterprise plan.';
