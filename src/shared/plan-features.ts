// What each plan sells beyond its limits (docs/product.md §9), apart from plans.ts: the public
// pages show the plans on every page, and these only where a feature is described (/features,
// help), so a page carries them only when it uses them.
import { getPlan, PLAN_NAMES, type PlanName } from './plans';

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
