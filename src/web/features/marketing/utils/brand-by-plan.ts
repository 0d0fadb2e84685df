// What each plan gets of Pinloom's brand features, for /features' comparison table and the help
// page: the least plan of each as the server checks it (PLAN_FEATURES), so the pages say what the
// code sells. Uploaded fonts and template locking are Enterprise's (issue 28); they have no check yet.

import { PLAN_FEATURES } from '../../../../shared/plan-features';
import { PLAN_NAMES, type PlanName } from '../../../../shared/plans';

export const BRAND_FEATURES: readonly { label: string; least: PlanName }[] = [
  { label: 'Brand colors', least: PLAN_FEATURES.brand_colors.least },
  { label: 'Brand from your website', least: PLAN_FEATURES.brand_from_site.least },
  { label: 'Brand kit with fonts, logo and footer', least: PLAN_FEATURES.brand_kit.least },
  { label: 'Several named brand kits', least: PLAN_FEATURES.brand_kits_multiple.least },
  { label: 'Uploaded fonts (TTF, OTF, WOFF)', least: 'enterprise' },
  { label: 'Template locking', least: 'enterprise' },
];

/** Whether the plan has a feature whose least plan is `least`. */
export function planIncludes(plan: PlanName, least: PlanName): boolean {
  return PLAN_NAMES.indexOf(plan) >= PLAN_NAMES.indexOf(least);
}

/** The brand features a plan adds to the plan below it, in BRAND_FEATURES' order. */
export function brandFeaturesAddedBy(plan: PlanName): string[] {
  return BRAND_FEATURES.filter((feature) => feature.least === plan).map((feature) => feature.label);
}
