// Brand colors are sold from Starter up (docs/product.md §9): below it a board keeps the default
// colors. A board that has its own colors from a paid plan keeps them after a downgrade, and its
// other fields can still be edited; only a change to its colors is refused (403 plan_feature).
import { DEFAULT_BRAND_COLORS, parseStyleConfig, type StyleConfig } from '../../../shared/api/boards';
import { planFeatureMessage, planHasFeature } from '../../../shared/plan-features';
import type { Plan } from '../../../shared/plans';
import { AppError } from '../../app-error';

const sameColors = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((color, index) => color.toUpperCase() === b[index]?.toUpperCase());

/**
 * Refuses `chosen` colors on a plan without brand colors unless they are the defaults or the ones
 * the board already has (`kept`).
 */
export function assertBrandColorsAllowed(
  plan: Plan,
  chosen: readonly string[],
  kept: readonly string[] = DEFAULT_BRAND_COLORS,
): void {
  if (planHasFeature(plan.name, 'brand_colors')) return;
  if (sameColors(chosen, DEFAULT_BRAND_COLORS) || sameColors(chosen, kept)) return;
  throw new AppError('plan_feature', planFeatureMessage('brand_colors'));
}

/**
 * The style a new board takes when none is sent: the workspace's default (Settings), with the
 * default colors on a plan without brand colors.
 */
export function styleForNewBoard(defaultStyle: string, plan: Plan): StyleConfig {
  const style = parseStyleConfig(defaultStyle);
  if (planHasFeature(plan.name, 'brand_colors')) return style;
  return { ...style, brandColors: [...DEFAULT_BRAND_COLORS] };
}

/** The colors a stored board has now. */
export const boardColors = (styleConfig: string) => parseStyleConfig(styleConfig).brandColors;
