import type { PlanName } from '../../../../../shared/plans';

/** One line under each plan's title saying who it is for. */
export const PLAN_TAGLINES: Record<PlanName, string> = {
  free: 'Try Pinloom on one board.',
  starter: 'For bloggers and small shops.',
  pro: 'For growing brands with many boards.',
  enterprise: 'For agencies and large catalogs.',
};
