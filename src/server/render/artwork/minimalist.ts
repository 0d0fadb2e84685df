// Minimalist: a light, quiet field with one soft shape and one thin line, and nothing else.
import { mix, type Palette } from '../palette';
import { between, pick, type Random } from '../seeded-random';
import { el } from '../svg';

export function paintMinimalist(palette: Palette, random: Random): string {
  const { primary } = palette;
  const paper = mix('#FAF9F6', primary, 0.035);
  const ink = mix(primary, '#222222', 0.15);
  const cx = between(random, 600, 760);
  const cy = between(random, 360, 500);
  const r = between(random, 110, 170);
  const layouts = [
    // A soft sun sitting on a thin horizon.
    () =>
      el('circle', { cx, cy, r, fill: mix(primary, paper, 0.25) }) +
      el('line', { x1: 90, y1: cy + r * 0.35, x2: 910, y2: cy + r * 0.35, stroke: ink, 'stroke-width': 3 }),
    // One thin arc, drawn with a single stroke.
    () =>
      el('path', {
        d: `M ${cx - r * 1.6} ${cy + r} A ${r * 1.6} ${r * 1.6} 0 0 1 ${cx + r * 1.6} ${cy + r}`,
        fill: 'none',
        stroke: ink,
        'stroke-width': 3,
      }) + el('circle', { cx: cx - r * 1.6, cy: cy + r, r: 9, fill: primary }),
    // A vertical line with a small dot, like a hanging pendant.
    () =>
      el('line', { x1: cx, y1: 0, x2: cx, y2: cy + r, stroke: ink, 'stroke-width': 2.5 }) +
      el('circle', { cx, cy: cy + r + 34, r: 34, fill: mix(primary, paper, 0.15) }),
  ];
  return el('rect', { width: 1000, height: 1500, fill: paper }) + pick(random, layouts)();
}
