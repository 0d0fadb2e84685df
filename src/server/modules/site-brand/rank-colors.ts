// The proposed colors: every candidate (theme-color, custom properties, the logo's palette) with a
// confidence score, near-identical ones merged (a color several sources agree on gains), page
// whites and blacks left out unless nothing else was found, the most certain five kept.
import { MAX_SITE_COLORS, type SiteColor, type SiteColorSource } from '../../../shared/api/site-brand';
import { colorDistance, isNearWhiteOrBlack, type Rgb, toHex } from './css-color';

export interface ScoredColor {
  rgb: Rgb;
  score: number;
  source: SiteColorSource;
  detail: string;
}

/** Under this CIE76 ΔE two colors are the same brand color (#E60023 and #E50022). */
const SAME_COLOR = 10;
/** What a second source agreeing on a color adds, as a share of its own score. */
const AGREEMENT_WEIGHT = 0.5;

export function rankColors(candidates: readonly ScoredColor[]): SiteColor[] {
  const kept: ScoredColor[] = [];
  for (const candidate of [...candidates].sort((one, other) => other.score - one.score)) {
    const same = kept.find((color) => colorDistance(color.rgb, candidate.rgb) < SAME_COLOR);
    if (same) same.score += candidate.score * AGREEMENT_WEIGHT;
    else kept.push({ ...candidate });
  }
  const colorful = kept.filter((color) => !isNearWhiteOrBlack(color.rgb));
  return (colorful.length > 0 ? colorful : kept)
    .sort((one, other) => other.score - one.score)
    .slice(0, MAX_SITE_COLORS)
    .map((color) => ({ hex: toHex(color.rgb), source: color.source, detail: color.detail }));
}
